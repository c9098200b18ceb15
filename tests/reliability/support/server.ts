// The built Limelight server as `npm start` runs it (scripts/start.js: builds what is missing or stale, then runs
// dist/server/main.js in the same process, so the child's pid is the server's), on a data folder of the run's.
import path from 'node:path';
import { startProcess, signalGroup, type Child } from '../../../scripts/harness/children';

/** Variables of the caller's environment that would point the server somewhere else than the run says. */
export const FOREIGN_ENV = [
  'DATABASE_URL',
  'REDIS_URL',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'SMTP_URL',
  'SITE_URL',
  'API_ENDPOINT',
  'NEXT_PUBLIC_API_ENDPOINT',
  'FILES_DIR',
  'COUNTRY_HEADER',
  'SEED_DEMO_DATA',
  'SEED_DEMO_CATALOGUE',
  'AUTH_RATE_LIMIT_PER_MINUTE',
  'PORT',
  'HOST',
  'DATA_DIR',
  'TRUST_PROXY',
  'READ_CACHE_TTL_MS',
  'SESSION_CACHE_TTL_MS',
  'PAGE_CACHE_TTL_MS',
  'LOG_LEVEL',
  'FFMPEG_PATH',
  'FFPROBE_PATH',
  'RUN_JOBS',
  'JOB_HEARTBEAT_SECONDS',
  'JOB_SUPERVISE_SECONDS',
  'JOB_RETRY_DELAY_SECONDS',
];

export interface ServerOptions {
  port: number;
  dataDir: string;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
  /** Seed the demo catalogue too (30 s of media generation on a new database); accounts are always seeded. */
  catalogue: boolean;
  /** Without ffmpeg the catalogue seed makes posters but no video clips (most of its 30 s): for runs that play no video. */
  withoutVideoClips?: boolean;
  /** Where the server's output goes (one file per start). */
  logDir: string;
  /** More of the environment, over the above (the cluster run: REDIS_URL, S3, the shared secrets, SITE_URL). */
  env?: Record<string, string>;
}

/** Per-address login limits would throttle a hundred virtual users behind one address: raised for the run. */
export const AUTH_RATE_LIMIT_FOR_RUN = 1_000_000;

export class LimelightServer {
  readonly url: string;
  private child: Child | null = null;
  private starts = 0;

  constructor(private readonly options: ServerOptions) {
    this.url = `http://127.0.0.1:${options.port}`;
  }

  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  /** Started by us and not exited since (a crash shows here). */
  get running(): boolean {
    const child = this.child?.child;
    return !!child && child.exitCode === null && child.signalCode === null;
  }

  /** Starts it and waits until /api/health answers 200; the time it took. A first start may build (minutes). */
  async start(timeoutMs = 5 * 60_000): Promise<number> {
    if (this.child) throw new Error('the server is already running');
    const started = Date.now();
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const key of FOREIGN_ENV) delete env[key];
    Object.assign(env, {
      NODE_ENV: 'production',
      PORT: String(this.options.port),
      HOST: '127.0.0.1',
      SITE_URL: this.url,
      DATA_DIR: this.options.dataDir,
      // RELIABILITY_SERVER_LOG_LEVEL=info logs every request (with its time) to the server log, for a closer look.
      LOG_LEVEL: process.env.RELIABILITY_SERVER_LOG_LEVEL || 'warn',
      SEED_DEMO_DATA: 'true',
      SEED_DEMO_CATALOGUE: String(this.options.catalogue),
      AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_RATE_LIMIT_FOR_RUN),
      NEXT_TELEMETRY_DISABLED: '1',
      ...(this.options.databaseUrl ? { DATABASE_URL: this.options.databaseUrl } : {}),
      ...(this.options.withoutVideoClips ? { FFMPEG_PATH: '/nonexistent/ffmpeg', FFPROBE_PATH: '/nonexistent/ffprobe' } : {}),
      ...this.options.env,
    });
    const logFile = path.join(this.options.logDir, `server-${this.options.port}-${++this.starts}.log`);
    this.child = startProcess('limelight', process.execPath, ['scripts/start.js'], { env, logFile });
    await this.waitHealthy(started + timeoutMs);
    return Date.now() - started;
  }

  /**
   * SIGKILL to the server's own pid: no shutdown code runs. Resolves once it is gone, and what it started (its process
   * group) too; `beforeGroup` runs in between, to see whether those end on their own (as when the OOM killer picks it).
   */
  async kill(beforeGroup?: (pgid: number) => Promise<void>): Promise<void> {
    const child = this.requireChild();
    process.kill(child.pid, 'SIGKILL');
    await child.exited;
    await beforeGroup?.(child.pid);
    signalGroup(child.pid, 'SIGKILL');
    this.child = null;
  }

  /** SIGTERM (graceful shutdown: the server flushes and closes its database), SIGKILL after `graceMs`. */
  async stop(graceMs = 20_000): Promise<{ ms: number; graceful: boolean }> {
    const child = this.child;
    if (!child) return { ms: 0, graceful: true };
    const started = Date.now();
    let graceful = true;
    process.kill(child.pid, 'SIGTERM');
    const timer = setTimeout(() => {
      graceful = false;
      signalGroup(child.pid, 'SIGKILL');
    }, graceMs);
    const code = await child.exited;
    clearTimeout(timer);
    signalGroup(child.pid, 'SIGKILL');
    this.child = null;
    return { ms: Date.now() - started, graceful: graceful && code === 0 };
  }

  /** The last lines it printed. */
  tail(): string {
    return this.child?.tail() ?? '';
  }

  private requireChild(): Child {
    if (!this.child) throw new Error('the server is not running');
    return this.child;
  }

  private async waitHealthy(deadline: number): Promise<void> {
    const child = this.requireChild();
    let exit: number | string | null = null;
    void child.exited.then((code) => (exit = code));
    while (Date.now() < deadline) {
      if (exit !== null) {
        this.child = null;
        throw new Error(`the server exited (${exit}) before answering /api/health\n${child.tail()}`);
      }
      try {
        const res = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(5000) });
        await res.arrayBuffer();
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the server did not answer /api/health in time\n${child.tail()}`);
  }
}
