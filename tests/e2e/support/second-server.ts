import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const MAIN = path.join(ROOT, 'dist/server/main.js');

/**
 * A site process of the test's own (`node dist/server/main.js`, built by the suite's web server) on another
 * port and data folder: a journey may stop and start it without touching the suite's server.
 */
export class SecondServer {
  readonly origin: string;
  private child: ChildProcess | null = null;
  private output = '';

  constructor(
    private readonly port: number,
    private readonly dataDir: string,
  ) {
    this.origin = `http://localhost:${port}`;
  }

  /** Removes the data folder (the first start migrates and seeds the demo accounts only). */
  wipe(): void {
    const dir = path.resolve(ROOT, this.dataDir);
    if (!dir.startsWith(ROOT + path.sep)) throw new Error(`refusing to wipe ${dir}: outside the project`);
    fs.rmSync(dir, { recursive: true, force: true });
  }

  async start(timeoutMs = 60_000): Promise<void> {
    if (!fs.existsSync(MAIN)) {
      throw new Error(`${MAIN} is missing: build the site first (npm run build, or node scripts/start.js, which the suite's web server runs).`);
    }
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(this.port),
      DATA_DIR: path.resolve(ROOT, this.dataDir),
      SEED_DEMO_CATALOGUE: 'false',
      NODE_ENV: 'production',
      SITE_URL: this.origin,
      LOG_LEVEL: 'warn',
    };
    const child = spawn(process.execPath, [MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk));
    this.child = child;
    await this.waitHealthy(timeoutMs);
  }

  /** SIGTERM to its own pid (a graceful shutdown), then waits for it to exit; SIGKILL if it does not. */
  async stop(timeoutMs = 15_000): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    await exited;
    clearTimeout(timer);
  }

  /** What the process printed, for a failure report. */
  log(): string {
    return this.output;
  }

  private async waitHealthy(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child && this.child.exitCode !== null) throw new Error(`the server on ${this.origin} exited:\n${this.output}`);
      try {
        const res = await fetch(`${this.origin}/api/health`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the server on ${this.origin} did not answer /api/health within ${timeoutMs} ms:\n${this.output}`);
  }
}
