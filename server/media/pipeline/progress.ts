/** ffmpeg arguments that write machine-readable progress (key=value lines) to stdout and nothing else there. */
export const PROGRESS_ARGS: readonly string[] = ['-progress', 'pipe:1', '-nostats'];

export interface ProgressReporter {
  /** Feed one line of ffmpeg's `-progress` output. */
  line(line: string): void;
  /** The run ended well: reports 1 (once). */
  finish(): void;
}

/**
 * Turns ffmpeg's `-progress` lines into calls of `onProgress(fraction)`, 0..1: out_time_us against the duration of
 * what is being written. At most one call per `minIntervalMs` (ffmpeg writes a block every 0.5 s; a job that saves
 * progress to a database wants fewer), never going backwards, and 1 only from finish().
 */
export function progressReporter(totalSeconds: number | null, onProgress?: (fraction: number) => void, minIntervalMs = 400): ProgressReporter {
  let last = -1;
  let lastAt = 0;
  let finished = false;
  return {
    line(line) {
      if (!onProgress || finished || !totalSeconds || totalSeconds <= 0) return;
      const match = /^out_time_us=(\d+)$/.exec(line.trim());
      if (!match) return;
      // Below 1 until the process has ended: the muxer still writes the last segment and the playlist.
      const fraction = Math.min(0.99, Number(match[1]) / 1e6 / totalSeconds);
      const now = Date.now();
      if (fraction <= last || now - lastAt < minIntervalMs) return;
      last = fraction;
      lastAt = now;
      onProgress(fraction);
    },
    finish() {
      if (finished) return;
      finished = true;
      onProgress?.(1);
    },
  };
}
