/** Where the server reads the time for rules that tests must move through (a subscription's period end). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told: tests set or advance it instead of waiting. */
export class ManualClock implements Clock {
  private at: number;

  constructor(start: Date = new Date()) {
    this.at = start.getTime();
  }

  now(): Date {
    return new Date(this.at);
  }

  set(at: Date): void {
    this.at = at.getTime();
  }

  advance(ms: number): void {
    this.at += ms;
  }
}
