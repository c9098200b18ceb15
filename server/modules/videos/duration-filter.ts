import { sql } from 'kysely';
import type { AssetQuery, Refine } from '../catalogue/asset-search';
import type { DurationRange } from '../catalogue/schemas';

/** Seconds each range starts at (inclusive) and ends before; a video of unknown length is in none. */
export const DURATION_RANGES: Record<DurationRange, { from: number; below: number | null }> = {
  short: { from: 0, below: 5 * 60 },
  medium: { from: 5 * 60, below: 20 * 60 },
  long: { from: 20 * 60, below: null },
};

/** The `duration` filter of the video search. */
export function durationFilter(duration: DurationRange | undefined): Refine | undefined {
  if (duration === undefined) return undefined;
  const { from, below } = DURATION_RANGES[duration];
  return (query: AssetQuery) => {
    const started = query.where(sql<boolean>`duration_seconds >= ${from}`);
    return below === null ? started : started.where(sql<boolean>`duration_seconds < ${below}`);
  };
}
