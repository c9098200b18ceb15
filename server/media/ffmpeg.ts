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

export function ffmpegPaths(): { ffmpeg: string; ffprobe: string } {
  return { ...paths };
}

/** Points at other binaries (or at none, in tests) and forgets the cached availability check. */
export function configureFfmpeg(next: Partial<{ ffmpeg: string; ffprobe: string }>): void {
  paths = { ...paths, ...next };
  available = null;
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
export function run(bin: string, args: string[], options: number | RunOptions = 120_000): Promise<RunResult> {
  const opts: RunOptions = typeof options === 'number' ? { timeoutMs: options } : options;
  const timeoutMs = opts.timeoutMs ?? 120_000;
  const { signal, onStdoutLine } = opts;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new FfmpegAbortError());
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'], cwd: opts.cwd });
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
