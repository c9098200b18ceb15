// Every process and temporary folder a reliability run creates, so that they all go away at the end, on a
// failure and on Ctrl-C. Children run in their own process group and are signalled by its id, never by name.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../..');

const groups = new Set<number>();
const dirs = new Set<string>();
const cleanups = new Set<() => void>();
let keepDirs = false;

export interface Child {
  process: ChildProcess;
  pid: number;
  /** The last lines it printed, for error messages. */
  tail(): string;
  /** Resolves with the exit code, or the signal that ended it. */
  exited: Promise<number | string>;
}

/** A command in its own process group; its output goes to `logFile` and the last lines are kept. */
export function startChild(name: string, command: string, args: string[], options: SpawnOptions & { logFile: string }): Child {
  const { logFile, ...spawnOptions } = options;
  const child = spawn(command, args, { cwd: ROOT, ...spawnOptions, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  if (!child.pid) throw new Error(`${name}: could not start ${command}`);
  const pid = child.pid;
  groups.add(pid);
  const log = fs.createWriteStream(logFile, { flags: 'a' });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 30) lines.splice(0, lines.length - 30);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => {
      groups.delete(pid);
      log.end();
      resolve(code ?? signal ?? 'unknown');
    });
  });
  return { process: child, pid, exited, tail: () => lines.map((l) => `  ${name} | ${l.slice(0, 400)}`).join('\n') };
}

export function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** A new temporary folder, removed at exit unless RELIABILITY_KEEP=1. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `limelight-reliability-${prefix}-`));
  dirs.add(dir);
  return dir;
}

/** Something that must be undone at exit even on a crash (a PostgreSQL cluster the run started); synchronous. */
export function onCleanup(undo: () => void): () => void {
  cleanups.add(undo);
  return () => cleanups.delete(undo);
}

function cleanupNow(): void {
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
export function installCleanup(keep: boolean): void {
  keepDirs = keep;
  process.on('exit', cleanupNow);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      process.stderr.write(`\nreliability: ${signal}, stopping what the run started\n`);
      cleanupNow();
      process.exit(130);
    });
  }
}
