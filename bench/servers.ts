// The servers the bench measures, each in its own process: Limelight as `npm start` runs it, a bare
// Fastify route and a bare Next.js page (the baselines every figure is divided by).
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ROOT, startProcess, startScript, stopProcess, waitForHttp } from '../scripts/harness/children';

export interface Server {
  name: string;
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Variables of the caller's environment that would point the server elsewhere than a fresh embedded setup. */
const FOREIGN_ENV = [
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
];

/**
 * Limelight exactly as `npm start` runs it (scripts/start.js: build what is stale, then dist/server/main.js
 * in the same process, so the pid is the server's), on a fresh data folder with the demo seed.
 * `onBuild` hears start.js's "> building ..." lines.
 */
export async function startLimelight(dataDir: string, timeoutMs: number, onBuild: (line: string) => void): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of FOREIGN_ENV) delete env[key];
  Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'true',
    SEED_DEMO_CATALOGUE: 'true',
    NEXT_TELEMETRY_DISABLED: '1',
  });
  const t = startProcess('limelight', process.execPath, ['scripts/start.js'], { env });
  t.child.stdout?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (/^> (re)?building/.test(line)) onBuild(line.slice(2));
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/health`, t, 'Limelight', timeoutMs);
  return { name: 'Limelight', url, pid: t.pid, stop: () => stopProcess(t) };
}

/** The bare Fastify baseline: one route answering `payload` (serialised per request). */
export async function startBareFastify(payloadFile: string): Promise<Server> {
  const port = await freePort();
  const t = startScript('bare-fastify', path.join(__dirname, 'bare-fastify.ts'), [payloadFile, String(port)]);
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/videos`, t, 'bare Fastify', 60_000);
  return { name: 'bare Fastify', url, pid: t.pid, stop: () => stopProcess(t) };
}

const NEXT_BIN = require.resolve('next/dist/bin/next');

/** Copies bench/bare-next into `dir` (node_modules linked to the project's) and runs `next build` there. */
export async function buildBareNext(dir: string): Promise<void> {
  fs.cpSync(path.join(__dirname, 'bare-next'), dir, { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const t = startProcess('bare-next build', process.execPath, [NEXT_BIN, 'build'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  const code = await t.exited;
  if (code !== 0) throw new Error(`bare Next build failed (${code})\n${t.tail()}`);
}

/** `next start` on the bare app built by buildBareNext. */
export async function startBareNext(dir: string): Promise<Server> {
  const port = await freePort();
  const t = startProcess('bare-next', process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, t, 'bare Next', 60_000);
  return { name: 'bare Next', url, pid: t.pid, stop: () => stopProcess(t) };
}

/** The bare upload baseline: PUT /upload streams the body into a file under `dir` (bench/bare-upload.ts). */
export async function startBareUpload(dir: string): Promise<Server> {
  const port = await freePort();
  const t = startScript('bare-upload', path.join(__dirname, 'bare-upload.ts'), [dir, String(port)]);
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/health`, t, 'bare upload server', 60_000);
  return { name: 'bare upload server', url, pid: t.pid, stop: () => stopProcess(t) };
}
