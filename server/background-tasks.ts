/**
 * Work that runs after the answer has left (looking an account up, minting a token, sending its mail), so that
 * how long an answer takes does not tell whether an account exists. A failure is reported, never thrown;
 * `drain` waits for what is under way (shutdown, tests).
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly onError: (error: unknown, label: string) => void) {}

  run(label: string, task: () => Promise<unknown>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .then(
        () => undefined,
        (error: unknown) => this.onError(error, label),
      )
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  async drain(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}
