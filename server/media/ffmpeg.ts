import { execFile, spawn } from 'node:child_process';

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

/** Runs a binary with arguments (no shell), collecting stdout as bytes. Rejects on a non-zero exit or timeout. */
export function run(bin: string, args: string[], timeoutMs = 120_000): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      if (err.length < 64_000) err += chunk.toString();
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new FfmpegError(`${bin} could not be started: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve({ stdout: Buffer.concat(out), stderr: err });
      const why = signal ? `was stopped (${signal}${signal === 'SIGKILL' ? ', timed out' : ''})` : `exited with code ${code}`;
      const last = err.trim().split('\n').slice(-3).join(' | ');
      reject(new FfmpegError(`${bin} ${why}${last ? `: ${last}` : ''}`, err));
    });
  });
}
