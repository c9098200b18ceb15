import { seededRandom } from '../../../media/svg';

/** A repeatable random source, so every fresh install gets the same demo site. */
export class DemoRandom {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = seededRandom(seed);
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)];
  }

  /** `n` distinct items. */
  some<T>(items: readonly T[], n: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < n && pool.length) out.push(pool.splice(this.int(0, pool.length - 1), 1)[0]);
    return out;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }
}

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const daysAgo = (days: number, hours = 0) => new Date(Date.now() - (days * 24 + hours) * 3600_000);
