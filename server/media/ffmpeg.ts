import { execFile, spawn } from 'node:child_process';
import os from 'node:os';

/**
 * ffmpeg and ffprobe are optional. Paths come from FFMPEG_PATH / FFPROBE_PATH, else the PATH.
 * When they are missing, probeVideo / extractThumbnail return null and callers fall back
 * (see server/media/video.ts).
 */
let paths = {
  ffmpeg: process.env.FFMPEG_PATH || 'ffmpeg',
  ffprobe: process.env.FFPROBE_PATH || 'ffprobe',
};
let available: Promise<boolean> | null = null;
/** Background runs (a niceness above 0) go under Linux's SCHED_IDLE where chrt can put them there (see run). */
let idleScheduling = true;
let idleLauncher: Promise<string | null> | null = null;

export function ffmpegPaths(): { ffmpeg: string; ffprobe: string } {
  return { ...paths };
}

/**
 * Points at other binaries (or at none, in tests) and forgets the cached availability check; `idleScheduling: false`
 * keeps background runs at their nice value only (FFMPEG_SCHED_IDLE=false).
 */
export function configureFfmpeg(next: Partial<{ ffmpeg: string; ffprobe: string; idleScheduling: boolean }>): void {
  const { idleScheduling: idle, ...binaries } = next;
  if (idle !== undefined) idleScheduling = idle;
  paths = { ...paths, ...binaries };
  available = null;
}

/**
 * util-linux's chrt when it can start a process under SCHED_IDLE here (Linux; any user may lower their own policy),
 * else null. chrt execs the binary, so the pid stays the binary's. Checked once.
 */
function idleLauncherPath(): Promise<string | null> {
  idleLauncher ??= new Promise((resolve) => execFile('chrt', ['--idle', '0', 'true'], { timeout: 10_000 }, (error) => resolve(error ? null : 'chrt')));
  return idleLauncher;
}

function runs(bin: string): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(bin, ['-version'], { timeout: 10_000 }, (error) => resolve(!error));
  });
}

/** Both ffmpeg and ffprobe run. Checked once, then cached. */
export function ffmpegAvailable(): Promise<boolean> {
  available ??= Promise.all([runs(paths.ffmpeg), runs(paths.ffprobe)]).then(([a, b]) => a && b);
  return available;
}

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly stderr = '',
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

export interface RunResult {
  stdout: Buffer;
  stderr: string;
}

export interface RunOptions {
  /** Kill the process after this long (default 120 s); 0 or Infinity: no time limit (a long transcode). */
  timeoutMs?: number;
  /**
   * Run at a lower priority: a nice value, 0 (normal) to 19 (lowest), set with os.setPriority right after the spawn
   * (threads the binary starts later inherit it). A value the system refuses (a negative one without privileges) is ignored.
   * Above 0 the run is background work: it also goes under SCHED_IDLE (a core only when nothing else wants one) where
   * chrt is there and configureFfmpeg has not turned that off. Measured on 2 cores, a page's p99 under 50 connections
   * while a 1080p encode ran on one thread: 1.1-1.3x the p99 with no encode under SCHED_IDLE, 1.4-1.8x at nice 10.
   */
  niceness?: number;
  /** Aborting kills the process (SIGKILL) and rejects with an error named "AbortError". */
  signal?: AbortSignal;
  /** Called with each line of stdout (e.g. `-progress pipe:1`); stdout is then not collected (RunResult.stdout is empty). */
  onStdoutLine?: (line: string) => void;
  /** Called once the process has started, with its pid. */
  onSpawn?: (pid: number) => void;
  /** Working directory of the process. */
  cwd?: string;
}

/** The run was stopped by its AbortSignal. */
export class FfmpegAbortError extends FfmpegError {
  constructor(message = 'The ffmpeg run was aborted.') {
    super(message);
    this.name = 'AbortError';
  }
}

/**
 * Runs a binary with arguments (no shell), collecting stdout as bytes. Rejects with FfmpegError on a non-zero exit or
 * timeout, and with FfmpegAbortError when `options.signal` aborts. The third argument is the timeout in ms (as before)
 * or RunOptions.
 */
export async function run(bin: string, args: string[], options: number | RunOptions = 120_000): Promise<RunResult> {
  const opts: RunOptions = typeof options === 'number' ? { timeoutMs: options } : options;
  const launcher = idleScheduling && (opts.niceness ?? 0) > 0 ? await idleLauncherPath() : null;
  return launcher ? runProcess(bin, launcher, ['--idle', '0', bin, ...args], opts) : runProcess(bin, bin, args, opts);
}

/** Runs `command args` (the binary `bin` itself, or a launcher that execs it) as run describes. */
function runProcess(bin: string, command: string, args: string[], opts: RunOptions): Promise<RunResult> {
  const timeoutMs = opts.timeoutMs ?? 120_000;
  const { signal, onStdoutLine } = opts;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new FfmpegAbortError());
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], cwd: opts.cwd });
    if (child.pid !== undefined) {
      if (opts.niceness) {
        try {
          os.setPriority(child.pid, opts.niceness);
        } catch {
          // Not allowed here (a negative value without privileges): run at the normal priority.
        }
      }
      opts.onSpawn?.(child.pid);
    }
    const out: Buffer[] = [];
    let partialLine = '';
    let err = '';
    let timedOut = false;
    let aborted = false;
    const timer =
      timeoutMs > 0 && Number.isFinite(timeoutMs)
        ? setTimeout(() => {
            timedOut = true;
            child.kill('SIGKILL');
          }, timeoutMs)
        : null;
    const onAbort = () => {
      aborted = true;
      child.kill('SIGKILL');
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => {
      if (timer) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    child.stdout.on('data', (chunk: Buffer) => {
      if (!onStdoutLine) return void out.push(chunk);
      const lines = (partialLine + chunk.toString('utf8')).split('\n');
      partialLine = lines.pop() ?? '';
      for (const line of lines) onStdoutLine(line.trimEnd());
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (err.length < 64_000) err += chunk.toString();
    });
    child.on('error', (error) => {
      done();
      reject(new FfmpegError(`${bin} could not be started: ${error.message}`));
    });
    child.on('close', (code, sig) => {
      done();
      if (onStdoutLine && partialLine) onStdoutLine(partialLine.trimEnd());
      if (aborted) return reject(new FfmpegAbortError(`${bin} was aborted`));
      if (code === 0) return resolve({ stdout: Buffer.concat(out), stderr: err });
      const why = sig ? `was stopped (${sig}${timedOut ? ', timed out' : ''})` : `exited with code ${code}`;
      const last = err.trim().split('\n').slice(-3).join(' | ');
      reject(new FfmpegError(`${bin} ${why}${last ? `: ${last}` : ''}`, err));
    });
  });
}
