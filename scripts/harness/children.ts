// Every process and temporary folder a harness (`npm run bench`, `npm run test:reliability`) creates, so that
// they all go away at the end, on a failure and on Ctrl-C. Children run in their own process group and are
// signalled by that group's id, never by name: `next build`, npm and Chromium helpers go with their parent.
import { fork, spawn, type ChildProcess, type ForkOptions, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

const TAIL_LINES = 40;
const groups = new Set<number>();
const dirs = new Set<string>();
const cleanups = new Set<() => void>();
let harness = 'harness';
let keepDirs = false;

export interface Child {
  child: ChildProcess;
  pid: number;
  /** The last lines it printed, for error messages. */
  tail(): string;
  /** Resolves with the exit code, or the signal that ended it. */
  exited: Promise<number | string>;
}

function track(child: ChildProcess, name: string, logFile?: string): Child {
  if (!child.pid) throw new Error(`${name}: could not start`);
  const pid = child.pid;
  groups.add(pid);
  const log = logFile ? fs.createWriteStream(logFile, { flags: 'a' }) : null;
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    log?.write(chunk);
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > TAIL_LINES) lines.splice(0, lines.length - TAIL_LINES);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => {
      groups.delete(pid);
      log?.end();
      resolve(code ?? signal ?? 'unknown');
    });
  });
  return { child, pid, exited, tail: () => lines.map((l) => `  ${name} | ${l.slice(0, 400)}`).join('\n') };
}

/** A command in its own process group; its output is kept (last lines, and all of it in `logFile` if given). */
export function startProcess(name: string, command: string, args: string[], options: SpawnOptions & { logFile?: string } = {}): Child {
  const { logFile, ...spawnOptions } = options;
  return track(spawn(command, args, { cwd: ROOT, ...spawnOptions, detached: true, stdio: ['ignore', 'pipe', 'pipe'] }), name, logFile);
}

/** A TypeScript script (run through tsx) in its own process group, with an IPC channel. */
export function startScript(name: string, file: string, args: string[] = [], options: ForkOptions = {}): Child {
  const child = fork(file, args, { cwd: ROOT, execArgv: ['--import', 'tsx'], ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  return track(child, name);
}

/** Polls `url` until it answers 200; fails early when `t` exits first. */
export async function waitForHttp(url: string, t: Child, name: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone: number | string | null = null;
  void t.exited.then((code) => (gone = code));
  while (Date.now() < deadline) {
    if (gone !== null) throw new Error(`${name} exited (${gone}) before answering ${url}\n${t.tail()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${name} did not answer ${url} within ${Math.round(timeoutMs / 1000)} s\n${t.tail()}`);
}

export function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** SIGTERM to the child's group, SIGKILL after `graceMs` if it is still there. */
export async function stopProcess(c: Child, graceMs = 10_000): Promise<void> {
  if (!groups.has(c.pid)) return;
  signalGroup(c.pid, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(c.pid, 'SIGKILL'), graceMs);
  await c.exited;
  clearTimeout(timer);
  // Helpers the child left in its group (e.g. a build worker) go too.
  signalGroup(c.pid, 'SIGKILL');
}

/** A process group the harness did not spawn itself but owns (Chromium started by chrome-launcher). */
export function adoptGroup(pid: number): () => void {
  groups.add(pid);
  return () => {
    signalGroup(pid, 'SIGKILL');
    groups.delete(pid);
  };
}

/** A new temporary folder, removed at exit (unless the harness keeps them). */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `limelight-${harness}-${prefix}-`));
  dirs.add(dir);
  return dir;
}

export function removeTempDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  dirs.delete(dir);
}

/** Something that must be undone at exit even on a crash (a PostgreSQL cluster the run started); synchronous. */
export function onCleanup(undo: () => void): () => void {
  cleanups.add(undo);
  return () => cleanups.delete(undo);
}

/** Last resort, synchronous: kills every group still running, runs the undos, removes the temporary folders. */
export function cleanupNow(): void {
  for (const pid of groups) signalGroup(pid, 'SIGKILL');
  groups.clear();
  for (const undo of cleanups) {
    try {
      undo();
    } catch {
      // best effort
    }
  }
  cleanups.clear();
  if (!keepDirs) for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs.clear();
}

let interrupted = false;
/** Ctrl-C / SIGTERM: clean up and leave; `exit` catches every other way out. */
export function installCleanupHandlers(name: string, options: { keepDirs?: boolean } = {}): void {
  harness = name;
  keepDirs = options.keepDirs ?? false;
  process.on('exit', cleanupNow);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      process.stderr.write(`\n${name}: ${signal}, stopping what it started and removing its temporary folders\n`);
      cleanupNow();
      process.exit(130);
    });
  }
}
