// Every process and temporary folder the bench creates, so that they all go away at the end,
// on failure and on Ctrl-C. Children are started in their own process group and stopped by that
// group's id (never by name): `next build`, npm and Chromium helpers go with their parent.
import { fork, spawn, type ChildProcess, type ForkOptions, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');

const groups = new Set<number>();
const dirs = new Set<string>();

export interface Tracked {
  child: ChildProcess;
  /** The last lines the child printed, for error messages. */
  tail(): string;
  /** Resolves with the exit code (or signal) when the child has gone. */
  exited: Promise<number | string>;
}

function track(child: ChildProcess, name: string): Tracked {
  if (!child.pid) throw new Error(`${name}: could not start`);
  const pid = child.pid;
  groups.add(pid);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 40) lines.splice(0, lines.length - 40);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => {
      groups.delete(pid);
      resolve(code ?? signal ?? 'unknown');
    });
  });
  return { child, tail: () => lines.map((l) => `  ${name} | ${l}`).join('\n'), exited };
}

/** A command in its own process group; stdout/stderr are kept (last lines) and never block it. */
export function startProcess(name: string, command: string, args: string[], options: SpawnOptions = {}): Tracked {
  return track(spawn(command, args, { cwd: ROOT, ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] }), name);
}

/** A TypeScript bench script (run through tsx) in its own process group, with an IPC channel. */
export function startScript(name: string, file: string, args: string[] = [], options: ForkOptions = {}): Tracked {
  const child = fork(path.join(__dirname, file), args, {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    ...options,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  return track(child, name);
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** SIGTERM to the child's group, SIGKILL after `graceMs` if it is still there. */
export async function stopProcess(t: Tracked, graceMs = 10_000): Promise<void> {
  const pid = t.child.pid;
  if (!pid || !groups.has(pid)) return;
  signalGroup(pid, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), graceMs);
  await t.exited;
  clearTimeout(timer);
  // Helpers the child left in its group (e.g. a build worker) go too.
  signalGroup(pid, 'SIGKILL');
}

/** A process group the bench did not spawn itself but owns (Chromium started by chrome-launcher). */
export function adoptGroup(pid: number): () => void {
  groups.add(pid);
  return () => {
    signalGroup(pid, 'SIGKILL');
    groups.delete(pid);
  };
}

/** A new temporary folder, removed at exit. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `limelight-bench-${prefix}-`));
  dirs.add(dir);
  return dir;
}

export function removeTempDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  dirs.delete(dir);
}

/** Last resort, synchronous: kills every group still running and removes every temporary folder. */
export function cleanupNow(): void {
  for (const pid of groups) signalGroup(pid, 'SIGKILL');
  groups.clear();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs.clear();
}

let interrupted = false;
/** Ctrl-C / SIGTERM: clean up and leave; `exit` catches every other way out. */
export function installCleanupHandlers(): void {
  process.on('exit', cleanupNow);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      process.stderr.write(`\nbench: ${signal}, stopping children and removing temporary folders\n`);
      cleanupNow();
      process.exit(130);
    });
  }
}
