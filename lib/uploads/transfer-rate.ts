/** How fast a transfer goes and how long it has left, from its progress over the last few seconds. */
export interface TransferEstimate {
  bytesPerSecond: number | null;
  secondsLeft: number | null;
}

interface Sample {
  at: number;
  sent: number;
}

/** Speed is measured over this much of the latest progress: long enough to smooth bursts, short enough to follow changes. */
const WINDOW_MS = 5000;
/** Less than this much measured says nothing yet. */
const MIN_SPAN_MS = 500;

/**
 * Keeps the progress samples of one transfer. A step back (a resume from the server's offset) starts the
 * measure again, as does a pause: the speed is that of the bytes now moving.
 */
export class TransferRate {
  private samples: Sample[] = [];

  /** Records that `sent` of `total` bytes have gone at `at` (ms) and answers the estimate. */
  update(sent: number, total: number, at: number = Date.now()): TransferEstimate {
    const last = this.samples[this.samples.length - 1];
    if (last && sent < last.sent) this.samples = [];
    this.samples.push({ at, sent });
    while (this.samples.length > 2 && this.samples[0].at < at - WINDOW_MS) this.samples.shift();
    const first = this.samples[0];
    const span = at - first.at;
    if (span < MIN_SPAN_MS) return { bytesPerSecond: null, secondsLeft: null };
    const bytesPerSecond = ((sent - first.sent) * 1000) / span;
    return { bytesPerSecond, secondsLeft: bytesPerSecond > 0 ? Math.max(0, total - sent) / bytesPerSecond : null };
  }

  /** Forgets the samples (the transfer paused or failed). */
  reset(): void {
    this.samples = [];
  }
}
