// Video kill (issue 26): the process transcoding an uploaded video gets SIGKILL in the middle of a rendition and is
// started again; the video must go live once, with one set of outputs, nothing of the killed attempt left behind, and
// a playable HLS. Two parts:
//   1. the one server on the embedded database (`npm start` works the queue itself) is killed and restarted on the
//      same data folder;
//   2. on a throwaway PostgreSQL, a web process with RUN_JOBS=false and a separate `npm run worker`: the worker is
//      killed and a new one started (same DATA_DIR, as a restart on its machine). Both share one FILES_DIR, as the
//      README tells a deployment on local disk to (or S3).
// The kill is SIGKILL to the process alone first (as from the OOM killer): the ffmpeg it was running must end with it
// rather than go on writing into the work folder; then to what is left of its group. A killed job is retried once the
// queue misses its heartbeat: the run shortens the queue's waits (JOB_* variables, server/config.ts) so that this
// takes seconds rather than up to two minutes.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { Upload } from 'tus-js-client';
import { TOKEN_COOKIE } from '../../../lib/constants';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/accounts';
import { LADDER_HEIGHTS } from '../../../server/media/pipeline/ladder';
import { parseMediaPlaylist } from '../../../server/media/pipeline/playlist';
import { VIDEO_PROCESS_JOB } from '../../../server/modules/videos/media';
import { ROOT, signalGroup, startProcess, stopProcess, tempDir, type Child } from '../../../scripts/harness/children';
import { landscapeClip } from '../../api/helpers/clips';
import { login } from '../accounts';
import { grouped, noServerErrors } from '../checks/answers';
import { withDatabase, type DatabaseAt } from '../checks/database';
import { examples, property, type Property } from '../properties';
import { seconds, type RunReport } from '../report';
import type { Settings } from '../settings';
import { Api } from '../support/api';
import { envelopeData, HttpClient } from '../support/http';
import { freePort } from '../support/ports';
import { ThrowawayPostgres } from '../support/postgres';
import { FOREIGN_ENV, LimelightServer } from '../support/server';
import { Tally } from '../support/tally';
import { sleep } from './traffic-setup';

/** The uploaded clip: long and large enough that its ladder (240p to 720p) takes several seconds on 2 cores. */
export const VIDEO_KILL_CLIP = { seconds: 12, width: 1280, height: 720 } as const;

/** The queue's waits for this run: a killed job's heartbeat is missed after 10 s (pg-boss's least), looked for every 3 s. */
const JOB_TIMING_ENV = { JOB_HEARTBEAT_SECONDS: '10', JOB_SUPERVISE_SECONDS: '3', JOB_RETRY_DELAY_SECONDS: '1' };
const POLL_MS = 200;
/** From the upload's end to a rendition after the first under way. */
const TRANSCODE_START_LIMIT_MS = 90_000;
/** From the kill to the video ready: the missed heartbeat, the supervisor, the retry's wait, the whole transcode again. */
const READY_LIMIT_MS = 4 * 60_000;
const VIEW_LABEL = 'GET /api/performer/assets/videos/:id/view';
const FIRST_RUNG = `${LADDER_HEIGHTS[0]}p`;

interface OwnView {
  _id: string;
  status: string;
  publishedAt: string | null;
  media: { state: string; step: string | null; percent: number; error: string | null; publishWhenReady: boolean };
  video: { url: string; type: string } | null;
}

interface Seen {
  at: number;
  status: string;
  state: string;
  step: string | null;
  percent: number;
  publishedAt: string | null;
}

/** What differs between the two parts: who transcodes, how it is killed and started again, where its files are. */
interface Part {
  /** "server killed" / "worker killed": the prefix of the part's figures and properties. */
  label: string;
  web: LimelightServer;
  /** The storage folder (FILES_DIR) on local disk. */
  filesDir: string;
  /** The DATA_DIR/processing folder of every process that works (or could have worked) the queue. */
  workDirs: string[];
  /** The folder the transcoding process works in right now (to count what the kill leaves there). */
  activeWorkDir: string;
  /** SIGKILL to the transcoding process, `beforeGroup`, then SIGKILL to what is left of its process group. */
  kill(beforeGroup: (pgid: number) => Promise<void>): Promise<void>;
  /** Starts it again; resolves once it serves (the server) or has been started (the worker). */
  restart(): Promise<void>;
  /** Stops what runs (the embedded database is readable only then) and says where the database is. */
  finish(): Promise<DatabaseAt>;
  /** The last lines the processes printed, for an error. */
  tail(): string;
  /** The transcoding process's pid (the leader of its process group). */
  pid(): number | null;
}

export async function videoKillRun(settings: Settings, report: RunReport): Promise<void> {
  const root = tempDir('video-kill');
  const building = Date.now();
  // One build for every process of the run (two processes must not build at once): a no-op when the build is fresh.
  execFileSync(process.execPath, ['scripts/start.js', 'build'], { cwd: ROOT, stdio: 'inherit' });
  report.figures.push(['build (when stale)', seconds(Date.now() - building)]);
  const started = Date.now();
  const making = Date.now();
  const clip = fs.readFileSync(await landscapeClip(path.join(root, 'clip.mp4'), VIDEO_KILL_CLIP));
  report.figures.push([
    'clip (ffmpeg testsrc2 + tone)',
    `${VIDEO_KILL_CLIP.seconds} s ${VIDEO_KILL_CLIP.width}x${VIDEO_KILL_CLIP.height}, ${(clip.length / 1024).toFixed(0)} KiB, made in ${seconds(Date.now() - making)}`,
  ]);
  report.figures.push([
    'queue timing for the run',
    Object.entries(JOB_TIMING_ENV)
      .map(([k, v]) => `${k}=${v}`)
      .join(', '),
  ]);
  const logDir = path.join(root, 'logs');
  fs.mkdirSync(logDir);
  report.figures.push(['logs', settings.keep ? logDir : `${logDir} (removed at exit; RELIABILITY_KEEP=1 keeps it)`]);

  await serverPart(settings, root, logDir, clip, report);
  await workerPart(settings, root, logDir, clip, report);
  report.figures.push(['both parts (without the build)', seconds(Date.now() - started)]);
}

/** Part 1: the embedded database's one process, killed and restarted on the same data folder. */
async function serverPart(settings: Settings, root: string, logDir: string, clip: Buffer, report: RunReport): Promise<void> {
  const started = Date.now();
  const dataDir = path.join(root, 'embedded-data');
  // The demo accounts only (the performer among them): the catalogue would add 30 s of media for nothing here.
  const server = new LimelightServer({ port: await freePort(settings.ports), dataDir, catalogue: false, logDir, env: JOB_TIMING_ENV });
  try {
    report.figures.push(['server killed: first start (migrate, seed the demo accounts)', seconds(await server.start())]);
    const part: Part = {
      label: 'server killed',
      web: server,
      filesDir: path.join(dataDir, 'files'),
      workDirs: [path.join(dataDir, 'processing')],
      activeWorkDir: path.join(dataDir, 'processing'),
      kill: (beforeGroup) => server.kill(beforeGroup),
      restart: async () => {
        await server.start();
      },
      finish: async () => {
        const stop = await server.stop();
        report.figures.push(['server killed: stop at the end (SIGTERM)', `${seconds(stop.ms)}, ${stop.graceful ? 'clean' : 'not clean'}`]);
        return { dataDir };
      },
      tail: () => server.tail(),
      pid: () => server.pid,
    };
    await killMidTranscode(part, clip, report);
  } finally {
    await server.stop();
  }
  report.figures.push(['server killed: part took', seconds(Date.now() - started)]);
}

/** Part 2: PostgreSQL, a web process that does not work the queue, and a worker that is killed and replaced. */
async function workerPart(settings: Settings, root: string, logDir: string, clip: Buffer, report: RunReport): Promise<void> {
  const started = Date.now();
  const postgres = new ThrowawayPostgres(tempDir('postgres'), await freePort(settings.ports));
  const filesDir = path.join(root, 'shared-files');
  const workerDataDir = path.join(root, 'worker-data');
  const webDataDir = path.join(root, 'web-data');
  const shared = { ...JOB_TIMING_ENV, FILES_DIR: filesDir };
  const worker = new WorkerProcess({ ...shared, DATABASE_URL: postgres.url, DATA_DIR: workerDataDir }, logDir);
  const web = new LimelightServer({
    port: await freePort(settings.ports),
    dataDir: webDataDir,
    databaseUrl: postgres.url,
    catalogue: false,
    logDir,
    env: { ...shared, RUN_JOBS: 'false' },
  });
  try {
    report.figures.push(['worker killed: PostgreSQL started', seconds(await postgres.start())]);
    report.figures.push(['worker killed: web process start (RUN_JOBS=false; migrate, seed the demo accounts)', seconds(await web.start())]);
    worker.start();
    const part: Part = {
      label: 'worker killed',
      web,
      filesDir,
      workDirs: [path.join(workerDataDir, 'processing'), path.join(webDataDir, 'processing')],
      activeWorkDir: path.join(workerDataDir, 'processing'),
      kill: (beforeGroup) => worker.kill(beforeGroup),
      restart: async () => worker.start(),
      finish: async () => {
        await worker.stop();
        await web.stop();
        return { databaseUrl: postgres.url };
      },
      tail: () => `${web.tail()}\n${worker.tail()}`,
      pid: () => worker.pid,
    };
    await killMidTranscode(part, clip, report);
  } finally {
    await worker.stop();
    await web.stop();
    await postgres.dispose();
  }
  report.figures.push(['worker killed: part took', seconds(Date.now() - started)]);
}

/** `npm run worker` (scripts/start.js worker: the worker runs in that process, so its pid is the worker's). */
class WorkerProcess {
  private child: Child | null = null;
  private starts = 0;

  constructor(
    private readonly env: Record<string, string>,
    private readonly logDir: string,
  ) {}

  start(): void {
    if (this.child) throw new Error('the worker is already running');
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const key of FOREIGN_ENV) delete env[key];
    Object.assign(env, { NODE_ENV: 'production', LOG_LEVEL: process.env.RELIABILITY_SERVER_LOG_LEVEL || 'warn', ...this.env });
    const logFile = path.join(this.logDir, `worker-${++this.starts}.log`);
    this.child = startProcess('worker', process.execPath, ['scripts/start.js', 'worker'], { env, logFile });
  }

  /** As LimelightServer.kill: SIGKILL to the worker's pid (no shutdown code runs), then to what is left of its group. */
  async kill(beforeGroup?: (pgid: number) => Promise<void>): Promise<void> {
    const child = this.child;
    if (!child) throw new Error('the worker is not running');
    if (child.child.exitCode !== null || child.child.signalCode !== null) throw new Error(`the worker had exited before the kill\n${child.tail()}`);
    process.kill(child.pid, 'SIGKILL');
    await child.exited;
    await beforeGroup?.(child.pid);
    signalGroup(child.pid, 'SIGKILL');
    this.child = null;
  }

  async stop(): Promise<void> {
    if (!this.child) return;
    await stopProcess(this.child, 15_000);
    this.child = null;
  }

  tail(): string {
    return this.child?.tail() ?? '';
  }

  get pid(): number | null {
    return this.child?.pid ?? null;
  }
}

/** The video's owner view, polled every POLL_MS into a tally of its own (5xx counted) and a list of what it said. */
class VideoWatch {
  readonly seen: Seen[] = [];
  private running = true;
  private readonly loop: Promise<void>;

  constructor(
    private readonly http: HttpClient,
    videoId: string,
    token: string,
  ) {
    this.loop = (async () => {
      while (this.running) {
        const outcome = await this.http.send({ method: 'GET', path: `/api/performer/assets/videos/${videoId}/view`, label: VIEW_LABEL, token });
        const view = envelopeData<OwnView>(outcome);
        if (view) {
          const { state, step, percent } = view.media;
          this.seen.push({ at: outcome.doneAt, status: view.status, state, step, percent, publishedAt: view.publishedAt });
        }
        await sleep(POLL_MS);
      }
    })();
  }

  async until(what: string, test: (s: Seen) => boolean, since: number, timeoutMs: number, tail: () => string): Promise<Seen> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.seen.find((s) => s.at >= since && test(s));
      if (found) return found;
      if (Date.now() > deadline) {
        const last = this.seen.at(-1);
        throw new Error(`${what}: not within ${seconds(timeoutMs)}; last seen ${last ? shown(last) : 'nothing'}\n${tail()}`);
      }
      await sleep(50);
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }
}

const shown = (s: Seen) => `${s.status}, media ${s.state}${s.step ? ` (${s.step} ${s.percent}%)` : ''}`;
const isRendition = (step: string | null) => !!step && /^\d+p$/.test(step);

async function killMidTranscode(part: Part, clip: Buffer, report: RunReport): Promise<void> {
  const { web, label } = part;
  const figure = (name: string, value: string | number) => report.figures.push([`${label}: ${name}`, value]);
  const check = (p: Property) => report.properties.push({ ...p, name: `${label}: ${p.name}` });

  const api = new Api(web.url);
  const performer = DEMO_ACCOUNTS.find((a) => a.username === 'performer');
  if (!performer) throw new Error('no demo performer in server/db/seed/accounts.ts');
  const token = await login(api, performer.username, performer.password);
  const { _id: videoId } = await api.post<OwnView>('/api/performer/videos', { title: `Killed mid-transcode (${label})`, access: 'subscribers' }, token);
  await api.post<OwnView>(`/api/performer/videos/${videoId}/publish`, { publish: true }, token);

  const tally = new Tally();
  const http = new HttpClient(web.url, tally, 15_000);
  const watch = new VideoWatch(http, videoId, token);
  try {
    const uploading = Date.now();
    await upload(web.url, token, videoId, clip);
    const uploaded = Date.now();
    figure('upload (tus)', `${(clip.length / 1024).toFixed(0)} KiB in ${seconds(uploaded - uploading)}`);

    // In the middle of the ladder: a rendition after the first under way, so the work folder holds a finished one.
    const atKill = await watch.until(
      'a rendition after the first under way',
      (s) => s.state === 'processing' && isRendition(s.step) && s.step !== FIRST_RUNG,
      uploaded,
      TRANSCODE_START_LIMIT_MS,
      () => part.tail(),
    );
    const workFiles = listTree(part.activeWorkDir).files;
    const killedAt = Date.now();
    // Only the process itself gets SIGKILL first (as from the OOM killer): the ffmpeg it runs must not go on writing
    // into the work folder on its own. What is left of its group is killed after ORPHAN_LIMIT_MS anyway.
    const leader = part.pid();
    const atKillMembers = leader ? groupMembers(leader) : [];
    let orphans: Orphans = { atKill: atKillMembers, left: [], goneAfterMs: 0 };
    await part.kill(async (pgid) => {
      orphans = await orphansOf(pgid, atKillMembers);
    });
    const killed = Date.now();
    figure(
      'killed (SIGKILL) mid-transcode',
      `${seconds(killedAt - uploaded)} after the upload, at ${atKill.step} ${atKill.percent}%, ${workFiles.length} files in the work folder${examples(workFiles, 3)}`,
    );
    const lastBefore = watch.seen.filter((s) => s.at <= killedAt).at(-1) ?? atKill;
    const ffmpegAtKill = orphans.atKill.filter(isFfmpeg);
    const ffmpegLeft = orphans.left.filter(isFfmpeg);
    check(
      property(
        'the ffmpeg of the killed process ends with it (nothing goes on writing)',
        ffmpegLeft.length === 0,
        `${ffmpegAtKill.length} ffmpeg running when the process died (${ffmpegAtKill.join(', ') || 'none'}), ` +
          (ffmpegLeft.length ? `${ffmpegLeft.length} still running after ${seconds(ORPHAN_LIMIT_MS)}` : `all gone ${seconds(orphans.goneAfterMs)} after it`) +
          (orphans.left.length > ffmpegLeft.length ? `; other processes of its group left: ${orphans.left.join(', ')}` : ''),
      ),
    );

    await part.restart();
    const restartedAt = Date.now();
    figure(part.label === 'server killed' ? 'kill to answering again (same data folder)' : 'kill to a new worker started', seconds(restartedAt - killedAt));
    // The retry shows as progress starting again (its first step, or a lower percent than the killed attempt's).
    const retried = await watch.until(
      'the retry under way',
      (s) => s.state !== 'processing' || s.percent < lastBefore.percent || (s.step !== lastBefore.step && !isRendition(s.step)),
      killed,
      READY_LIMIT_MS,
      () => part.tail(),
    );
    figure('kill to the retry under way', seconds(retried.at - killedAt));
    const done = await watch.until(
      'the video ready (or failed)',
      (s) => s.state === 'ready' || s.state === 'failed',
      killed,
      READY_LIMIT_MS,
      () => part.tail(),
    );
    figure('kill to ready', `${seconds(done.at - killedAt)} (${shown(done)})`);
    await sleep(POLL_MS * 2);
    await watch.stop();

    const before = tally.records.filter((r) => r.sentAt < killedAt);
    const after = tally.records.filter((r) => r.sentAt >= restartedAt);
    const during = tally.records.filter((r) => r.sentAt >= killedAt && r.sentAt < restartedAt);
    figure('owner view polls (before the kill / while down / after)', `${before.length} / ${during.length} / ${after.length}`);
    check(noServerErrors(before, ' before the kill'));
    check(noServerErrors(after, ' after the restart'));
    if (label === 'worker killed') {
      // The worker is not the site: the web process answers throughout, from the kill to the video ready.
      const sinceKill = tally.records.filter((r) => r.sentAt >= killedAt);
      const notOk = sinceKill.filter((r) => r.status < 200 || r.status >= 300);
      check(
        property(
          'the site answered 2xx throughout, from the worker kill to the video ready',
          notOk.length === 0,
          `${sinceKill.length} polls since the kill, ${notOk.length} not 2xx${examples(grouped(notOk), 3)}`,
        ),
      );
    }

    const view = await api.get<OwnView>(`/api/performer/assets/videos/${videoId}/view`, token);
    const play = view.video ? await playback(web.url, view.video.url, token) : null;
    const at = await part.finish();
    const found = await withDatabase(at, async (db) => {
      const row = await db
        .selectFrom('videos')
        .select(['status', 'media_state', 'published_at', 'hls_key', 'thumbnail_key', 'poster_candidates', 'teaser_key', 'source_key'])
        .where('id', '=', videoId)
        .executeTakeFirstOrThrow();
      const jobs = await sql<{ name: string; state: string; retry_count: number; output: unknown }>`
        select name, state, retry_count, output from pgboss.job where name like ${`${VIDEO_PROCESS_JOB}%`} and data->>'videoId' = ${videoId}`.execute(db);
      return { row, jobs: jobs.rows };
    });
    const { row, jobs } = found;

    // Live once: never seen live before the kill, went live once (one publication time), published by the retry, one
    // job that completed.
    const liveBefore = watch.seen.filter((s) => s.at < killedAt && s.status === 'active');
    const wentLive = watch.seen.filter((s, i) => s.status === 'active' && watch.seen[i - 1]?.status !== 'active').length;
    const publicationTimes = new Set(watch.seen.map((s) => s.publishedAt).filter((t) => t !== null));
    const processJobs = jobs.filter((j) => j.name === VIDEO_PROCESS_JOB);
    const gaveUp = jobs.filter((j) => j.name !== VIDEO_PROCESS_JOB);
    const job = processJobs[0];
    const publishedAt = row.published_at ? new Date(row.published_at).getTime() : null;
    const failedAfter = watch.seen.filter((s) => s.at >= killedAt && s.state === 'failed');
    check(
      property(
        'the video went live once, after the kill, by one completed job (the killed attempt and one retry)',
        row.status === 'active' &&
          row.media_state === 'ready' &&
          publishedAt !== null &&
          publishedAt >= killedAt &&
          liveBefore.length === 0 &&
          wentLive === 1 &&
          publicationTimes.size === 1 &&
          failedAfter.length === 0 &&
          processJobs.length === 1 &&
          job.state === 'completed' &&
          Number(job.retry_count) === 1 &&
          gaveUp.length === 0,
        `status ${row.status}, media ${row.media_state}, published ${publishedAt === null ? 'never' : `${seconds(publishedAt - killedAt)} after the kill`}, ` +
          `seen live before the kill ${liveBefore.length} times, going live ${wentLive} time(s) with ${publicationTimes.size} publication time(s), failed ${failedAfter.length} times; ` +
          `${processJobs.length} ${VIDEO_PROCESS_JOB} job(s)${job ? ` (${job.state}, ${Number(job.retry_count) + 1} attempts, output ${JSON.stringify(job.output)})` : ''}, ` +
          `${gaveUp.length} gave-up job(s)`,
      ),
    );

    check(
      property(
        'the master playlist, every rendition playlist it names and every segment they list are served',
        play !== null && play.problems.length === 0,
        play
          ? `${play.renditions.length} renditions (${play.renditions.join(', ')}), ${play.segments} segments + ${play.renditions.length} init, ${(play.bytes / 1024 / 1024).toFixed(1)} MiB, ` +
              `durations ${play.durations.map((d) => d.toFixed(1)).join('/')} s of ${VIDEO_KILL_CLIP.seconds} s${examples(play.problems, 4)}`
          : 'the owner view gave no link to the video',
      ),
    );

    check(storageFindings(part.filesDir, videoId, row, play?.keys ?? new Set()));
    const leftInWork = part.workDirs.flatMap((dir) => listTree(dir).entries.map((e) => path.join(dir, e)));
    check(
      property(
        'the work folder (DATA_DIR/processing) is empty',
        leftInWork.length === 0,
        `${workFiles.length} files there at the kill, ${leftInWork.length} entries left now${examples(leftInWork, 4)}`,
      ),
    );
  } finally {
    await watch.stop();
    http.close();
  }
}

/** How long the processes a killed process started may take to end on their own. */
const ORPHAN_LIMIT_MS = 5000;

interface Orphans {
  /** The processes left in the killed process's group when it died ("pid name"), and those still there at the end. */
  atKill: string[];
  left: string[];
  goneAfterMs: number;
}

const isFfmpeg = (p: string) => /\bff(mpeg|probe)$/.test(p);

/** The processes of group `pgid` but its leader ("pid name"), from ps. */
function groupMembers(pgid: number): string[] {
  const out = execFileSync('ps', ['-eo', 'pid=,pgid=,stat=,comm='], { encoding: 'utf8' });
  return (
    out
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      // Not the process itself, nor a zombie (one that has ended and waits for its new parent to reap it).
      .filter(([pid, group, stat]) => Number(group) === pgid && Number(pid) !== pgid && !stat?.startsWith('Z'))
      .map(([pid, , , ...name]) => `${pid} ${name.join(' ')}`)
  );
}

/** Waits (at most ORPHAN_LIMIT_MS) for what the dead process left in its group to end. */
async function orphansOf(pgid: number, atKill: string[]): Promise<Orphans> {
  const died = Date.now();
  let left = groupMembers(pgid);
  while (left.length > 0 && Date.now() - died < ORPHAN_LIMIT_MS) {
    await sleep(100);
    left = groupMembers(pgid);
  }
  return { atKill, left, goneAfterMs: Date.now() - died };
}

/** The clip by tus (tus-js-client's Node Upload), as the Studio sends it. */
function upload(base: string, token: string, videoId: string, clip: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    new Upload(clip, {
      endpoint: `${base}/api/performer/uploads/videos`,
      headers: { authorization: `Bearer ${token}` },
      metadata: { videoId, filename: 'killed-mid-transcode.mp4' },
      retryDelays: [],
      onSuccess: () => resolve(),
      onError: reject,
    }).start();
  });
}

interface Playback {
  renditions: string[];
  segments: number;
  bytes: number;
  /** Each rendition's EXTINF total, seconds. */
  durations: number[];
  /** Every file the playlists name, relative to the master's folder ("master.m3u8", "720p/seg_0001.m4s"...). */
  keys: Set<string>;
  problems: string[];
}

/**
 * Plays the video as the site's player fetches it: the master, each rendition's playlist, its init segment and
 * segments, with the viewer's session cookie (a video's link plays only for the account it was issued to).
 */
async function playback(base: string, link: string, token: string): Promise<Playback> {
  const masterUrl = new URL(link, base);
  const folder = masterUrl.pathname.slice(0, masterUrl.pathname.lastIndexOf('/') + 1);
  const result: Playback = { renditions: [], segments: 0, bytes: 0, durations: [], keys: new Set(), problems: [] };
  const get = async (url: URL): Promise<Buffer | null> => {
    const key = decodeURIComponent(url.pathname.startsWith(folder) ? url.pathname.slice(folder.length) : url.pathname);
    result.keys.add(key);
    try {
      const res = await fetch(url, { headers: { cookie: `${TOKEN_COOKIE}=${token}` }, signal: AbortSignal.timeout(15_000) });
      const body = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200 || body.length === 0) {
        result.problems.push(`${key}: ${res.status}, ${body.length} bytes`);
        return null;
      }
      result.bytes += body.length;
      return body;
    } catch (error) {
      result.problems.push(`${key}: ${(error as Error).message}`);
      return null;
    }
  };
  const master = await get(masterUrl);
  if (!master) return result;
  const renditionUris = master
    .toString('utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  if (renditionUris.length === 0) result.problems.push('the master playlist names no rendition');
  for (const uri of renditionUris) {
    const playlistUrl = new URL(uri, masterUrl);
    result.renditions.push(uri.split('/')[0]);
    const text = (await get(playlistUrl))?.toString('utf8');
    if (text === undefined) continue;
    const parsed = parseMediaPlaylist(text);
    const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(text)?.[1];
    if (!init) result.problems.push(`${uri}: no EXT-X-MAP (init segment)`);
    if (!parsed.ended) result.problems.push(`${uri}: no EXT-X-ENDLIST`);
    if (parsed.segments.length === 0) result.problems.push(`${uri}: no segments`);
    const duration = parsed.segments.reduce((sum, s) => sum + s.durationSeconds, 0);
    result.durations.push(duration);
    if (Math.abs(duration - VIDEO_KILL_CLIP.seconds) > 1) result.problems.push(`${uri}: ${duration.toFixed(2)} s of segments`);
    for (const file of [...(init ? [init] : []), ...parsed.segments.map((s) => s.uri)]) await get(new URL(file, playlistUrl));
    result.segments += parsed.segments.length;
  }
  return result;
}

interface VideoKeys {
  hls_key: string | null;
  thumbnail_key: string | null;
  /** The frames offered as the poster's alternatives. */
  poster_candidates: string[];
  teaser_key: string | null;
  source_key: string | null;
}

/**
 * What storage holds of the video: one HLS folder (hls/<video>/<original>/) with exactly the files its playlists name,
 * the poster, its alternative frames and the teaser the row names, the original (and tus's note on it), their content-type notes under
 * .meta/, and nothing else that names the video or its upload; nothing half-written under .tmp/.
 */
function storageFindings(filesDir: string, videoId: string, row: VideoKeys, playlistKeys: Set<string>): Property {
  const name = 'storage holds one set of outputs (one HLS folder, poster and its alternatives, teaser, original) and nothing else of the video';
  if (!row.hls_key || !row.thumbnail_key || !row.teaser_key || !row.source_key) {
    return property(name, false, `the row lacks keys: ${JSON.stringify(row)}`);
  }
  const hlsFolder = `protected/${path.posix.dirname(row.hls_key)}/`;
  const expected = new Set([
    ...[...playlistKeys].map((k) => hlsFolder + k),
    `public/${row.thumbnail_key}`,
    ...row.poster_candidates.map((k) => `public/${k}`),
    `public/${row.teaser_key}`,
    row.source_key,
  ]);
  // Bookkeeping that may accompany them: tus's note on the original, content types that differ from the extension.
  const allowed = new Set([`${row.source_key}.json`, ...[...expected].map((k) => `.meta/${k}.json`)]);
  const upload = path.posix.basename(row.source_key);
  const all = listTree(filesDir).files;
  const ofVideo = all.filter((f) => f.includes(videoId) || f.includes(upload));
  const present = new Set(ofVideo);
  const missing = [...expected].filter((k) => !present.has(k));
  const extra = ofVideo.filter((f) => !expected.has(f) && !allowed.has(f));
  const hlsFolders = listDirs(path.join(filesDir, 'protected', 'hls', videoId));
  const halfWritten = listTree(path.join(filesDir, '.tmp')).files;
  const hlsFiles = ofVideo.filter((f) => f.startsWith(hlsFolder));
  return property(
    name,
    playlistKeys.size > 0 && missing.length === 0 && extra.length === 0 && hlsFolders.length === 1 && halfWritten.length === 0,
    `${hlsFolders.length} HLS folder(s) under hls/${videoId}/ (${hlsFolders.join(', ')}), ${hlsFiles.length} files in it, ` +
      `${ofVideo.length} files of the video in all (${ofVideo.filter((f) => f.startsWith('.meta/')).length} content-type notes); ` +
      `${missing.length} missing${examples(missing, 3)}; ${extra.length} left over${examples(extra, 4)}; ${halfWritten.length} under .tmp/`,
  );
}

/** Every file (and every entry, folders included) under `dir`, relative and with / separators; none when it is absent. */
function listTree(dir: string): { files: string[]; entries: string[] } {
  if (!fs.existsSync(dir)) return { files: [], entries: [] };
  const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  const rel = (e: fs.Dirent) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/');
  return { files: entries.filter((e) => e.isFile()).map(rel), entries: entries.map(rel) };
}

function listDirs(dir: string): string[] {
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];
}
