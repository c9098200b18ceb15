// The video rows (issue 26), each beside its bare baseline measured in the same run: a tus upload against a bare
// HTTP PUT of the same bytes, the processing pipeline against the same ffmpeg ladder run bare, and pages' p99
// while a 1080p upload transcodes against the same pages with no transcode.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../server/config';
import { configureFfmpeg, ffmpegPaths, run } from '../server/media/ffmpeg';
import { probeSource, renditionArgs, renditionsFor } from '../server/media/pipeline';
import { runLoad, type LoadResult } from './http-load';
import type { Plan } from './plan';
import { waitForIdle } from './proc';
import type { Row } from './report';
import { startBareUpload } from './servers';
import { describe, isRendition, publishedDraft, tusUpload, viewVideo, VideoWatch, type Seen } from './studio-client';
import type { VideoInputs } from './video-clips';

export interface VideoBench {
  plan: Plan;
  /** Limelight's address and pid. */
  base: string;
  pid: number;
  performerToken: string;
  /** The pages loaded with and without a transcode: an anonymous one and the demo fan's. */
  pages: Array<{ what: string; path: string; headers: Record<string, string> }>;
  inputs: VideoInputs;
  tmp: string;
  log: (message: string) => void;
}

const MB = 1_000_000;
const PAGES_AREA = 'Pages while a video transcodes';
/** The step a video shows until a worker takes its job (server/modules/videos/media.ts). */
const QUEUED_STEP = 'queued';
const TRANSCODE_START_LIMIT_MS = 5 * 60_000;
const LIVE_LIMIT_MS = 30 * 60_000;
const secondsOf = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const rate = (bytes: number, ms: number) => bytes / MB / (ms / 1000);
const firstLine = (err: Error) => err.message.split('\n')[0];

export async function videoRows(o: VideoBench): Promise<Row[]> {
  const quiet = await pageRuns(o);
  const put = await barePut(o).catch((err: Error) => err);
  o.log(`video: tus upload of ${o.inputs.upload.bytes / MB} MB to Limelight`);
  const upload = await uploadToLimelight(o).catch((err: Error) => err);
  const rows = uploadRows(o, put, upload instanceof Error ? upload : upload.ms);
  if (!(upload instanceof Error)) {
    // Its processing is the transcode the pages are loaded during.
    const busy = await busyPageRows(o, upload.videoId, quiet).catch((err: Error) => [
      { area: PAGES_AREA, what: 'during a 1080p transcode', value: 'not measured', notes: firstLine(err) },
    ]);
    rows.push(...busy);
    o.log('video: waiting for the 1080p upload to go live before the processing rows');
    const watch = new VideoWatch(o.base, o.performerToken, upload.videoId);
    await watch.ready
      .then(() => watch.until('the 1080p upload live', (s) => s.status === 'active', LIVE_LIMIT_MS))
      .catch((err: Error) => o.log(firstLine(err)))
      .finally(() => watch.stop());
  }
  rows.push(...(await processingRows(o).catch((err: Error) => [{ area: 'Video processing', what: 'pipeline', value: 'not measured', notes: firstLine(err) }])));
  return rows;
}

/** The upload row's file sent by tus as a new published video's original: the time from first request to last byte. */
async function uploadToLimelight(o: VideoBench): Promise<{ videoId: string; ms: number }> {
  const videoId = await publishedDraft(o.base, o.performerToken, 'Bench upload (1080p)');
  const sent = await tusUpload(o.base, o.performerToken, videoId, o.inputs.upload.file);
  return { videoId, ms: sent.lastByteAt - sent.startedAt };
}

/** The bare baseline: the same file in one HTTP PUT to a bare Node server that writes it to a file. */
async function barePut(o: VideoBench): Promise<number> {
  const dir = path.join(o.tmp, 'bare-upload');
  fs.mkdirSync(dir, { recursive: true });
  const server = await startBareUpload(dir);
  try {
    await waitForIdle(o.pid);
    o.log(`video: bare HTTP PUT of ${o.inputs.upload.bytes / MB} MB`);
    const started = performance.now();
    const written = await new Promise<string>((resolve, reject) => {
      const req = http.request(`${server.url}/upload`, { method: 'PUT', headers: { 'content-length': o.inputs.upload.bytes } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => (res.statusCode === 201 ? resolve(body) : reject(new Error(`bare PUT: ${res.statusCode} ${body}`))));
      });
      req.on('error', reject);
      fs.createReadStream(o.inputs.upload.file).pipe(req);
    });
    const ms = performance.now() - started;
    if (Number(written) !== o.inputs.upload.bytes) throw new Error(`bare PUT wrote ${written} bytes of ${o.inputs.upload.bytes}`);
    return ms;
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function uploadRows(o: VideoBench, put: number | Error, tus: number | Error): Row[] {
  const { bytes } = o.inputs.upload;
  const size = `${bytes / MB} MB`;
  const row = (what: string, ms: number | Error, extra: Partial<Row> = {}): Row =>
    ms instanceof Error
      ? { area: 'Video upload', what, value: 'not measured', notes: firstLine(ms) }
      : { area: 'Video upload', what, value: `${rate(bytes, ms).toFixed(0)} MB/s`, notes: `${size} in ${secondsOf(ms)}`, ...extra };
  const ratio = put instanceof Error || tus instanceof Error ? undefined : put / tus;
  return [
    row('bare: one HTTP PUT to a bare Node server writing a file', put),
    row('tus: tus-js-client (Studio chunk size, 32 MiB) to Limelight', tus, {
      ratio,
      notes: tus instanceof Error ? '' : `${size} in ${secondsOf(tus)}; ratio = tus ÷ bare throughput, target ≥ 0.8`,
    }),
  ];
}

type PageRun = LoadResult | Error;

function pageRun(o: VideoBench, page: VideoBench['pages'][number]): Promise<PageRun> {
  const { plan } = o;
  const window = { connections: plan.connections, seconds: plan.seconds, warmupSeconds: plan.warmupSeconds, maxWarmupSeconds: plan.maxWarmupSeconds };
  return runLoad(`${o.base}${page.path}`, page.headers, window).catch((err: Error) => err);
}

async function pageRuns(o: VideoBench): Promise<PageRun[]> {
  const runs: PageRun[] = [];
  for (const page of o.pages) {
    await waitForIdle(o.pid);
    o.log(`video: ${page.what}, no transcode`);
    runs.push(await pageRun(o, page));
  }
  return runs;
}

/** Each page loaded while the upload's ladder transcodes; the video's step is read before and after each run. */
async function busyPageRows(o: VideoBench, videoId: string, quiet: PageRun[]): Promise<Row[]> {
  const watch = new VideoWatch(o.base, o.performerToken, videoId);
  await watch.ready;
  await watch.until('the 1080p upload transcoding', isRendition, TRANSCODE_START_LIMIT_MS).finally(() => watch.stop());
  const rows: Row[] = [];
  for (const [i, page] of o.pages.entries()) {
    const before = await viewVideo(o.base, o.performerToken, videoId);
    o.log(`video: ${page.what}, during the transcode (${describe(before)})`);
    const busy = await pageRun(o, page);
    const after = await viewVideo(o.base, o.performerToken, videoId);
    rows.push(pageRow(`${page.what}: no transcode`, quiet[i]), pageRow(`${page.what}: during a 1080p transcode`, busy, quiet[i], [before, after]));
  }
  return rows;
}

function pageRow(what: string, run: PageRun, quiet?: PageRun, steps?: [Seen, Seen]): Row {
  const area = PAGES_AREA;
  if (run instanceof Error) return { area, what, value: 'not measured', notes: firstLine(run) };
  const failures = run.failures ? `${run.failures} answers not 2xx or failed` : '';
  if (!quiet || !steps) return { area, what, rps: run.rps, p50: run.p50, p99: run.p99, notes: failures };
  const [before, after] = steps;
  const throughout = isRendition(before) && isRendition(after);
  return {
    area,
    what,
    rps: run.rps,
    p50: run.p50,
    p99: run.p99,
    ratio: quiet instanceof Error ? undefined : run.p99 / quiet.p99,
    notes: [
      'ratio = p99 ÷ p99 with no transcode, target ≤ 2',
      `ffmpeg from ${before.step} ${before.percent}% to ${after.step ?? after.state} ${after.percent}%`,
      throughout ? '' : 'the ladder was not transcoding throughout the run: the figure flatters',
      failures,
    ]
      .filter(Boolean)
      .join('; '),
  };
}

/** The pipeline's wall time on the 720p clip, against the same ladder's ffmpeg commands run bare on the same file. */
async function processingRows(o: VideoBench): Promise<Row[]> {
  const area = 'Video processing';
  const { file, seconds } = o.inputs.clip720;
  // What a Limelight process of this environment gives ffmpeg (server/config.ts): the same threads and nice value.
  const env = { FFMPEG_THREADS: process.env.FFMPEG_THREADS, FFMPEG_NICENESS: process.env.FFMPEG_NICENESS, FFMPEG_SCHED_IDLE: process.env.FFMPEG_SCHED_IDLE };
  const { ffmpegThreads: threads, niceness, idleScheduling } = loadConfig(env).videoProcessing;
  configureFfmpeg({ idleScheduling });
  const ladder = renditionsFor(await probeSource(file));
  const labels = ladder.map((r) => r.label).join(', ');
  const out = path.join(o.tmp, 'bare-ladder');
  await waitForIdle(o.pid);
  o.log(`video: the ffmpeg ladder (${labels}) run bare on a ${seconds} s 720p clip`);
  const bareStarted = performance.now();
  for (const rendition of ladder) {
    fs.mkdirSync(path.join(out, rendition.label), { recursive: true });
    await run(ffmpegPaths().ffmpeg, renditionArgs(file, out, rendition, { threads, progress: false }), { timeoutMs: 0, niceness });
  }
  const bare = performance.now() - bareStarted;
  fs.rmSync(out, { recursive: true, force: true });

  await waitForIdle(o.pid);
  o.log(`video: the same clip uploaded to Limelight and processed`);
  const videoId = await publishedDraft(o.base, o.performerToken, 'Bench processing (720p)');
  const watch = new VideoWatch(o.base, o.performerToken, videoId);
  try {
    await watch.ready;
    const sent = await tusUpload(o.base, o.performerToken, videoId, file);
    const jobStarted = await watch.until(
      'processing started',
      (s) => (s.state === 'processing' && s.step !== null && s.step !== QUEUED_STEP) || s.state === 'ready',
      LIVE_LIMIT_MS,
    );
    const live = await watch.until('live', (s) => s.status === 'active', LIVE_LIMIT_MS);
    const pipeline = live.at - jobStarted.at;
    const clip = `${seconds} s 1280x720 30 fps clip with sound`;
    return [
      {
        area,
        what: `bare: the ffmpeg ladder (${labels}), one rendition after another`,
        value: secondsOf(bare),
        notes: `renditionArgs with -threads ${threads} at nice ${niceness}${idleScheduling ? ' under SCHED_IDLE' : ''}, as the pipeline runs them; ${clip}`,
      },
      {
        area,
        what: 'pipeline: job start → live (probe, ladder, poster, teaser, storing, publishing)',
        value: secondsOf(pipeline),
        ratio: bare / pipeline,
        notes: 'ratio = bare ÷ pipeline, target ≥ 0.9; times as the Studio hears them (socket events)',
      },
      {
        area,
        what: 'last uploaded byte → live',
        value: secondsOf(live.at - sent.lastByteAt),
        notes: `of which ${secondsOf(jobStarted.at - sent.lastByteAt)} before a worker took the job (workers poll the queue every 2 s)`,
      },
    ];
  } finally {
    await watch.stop();
  }
}
