// Fan-out on read (what the site did first: a LATERAL top page per followed creator, merged) against fan-out on write
// (what it does now: each fan's feed_timeline, written at release and filled on follow), on the same data and the same
// engine, in this process with no server: the first page of a fan's feed both ways, and what a release costs the
// second way (a row in each follower's timeline, written by the feed module's own code).
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Db } from '../server/db';
import { feedEntries, liveAmong, type FeedKind } from '../server/modules/catalogue/feed-items';
import { timelineRepo } from '../server/modules/feed/timeline-repo';
import { feedTimelines } from '../server/modules/feed/timelines';
import { followsRepo } from '../server/modules/follows/repo';
import { percentile } from './stats';

/** What the API asks for: a page of 12 and one more (is there a next page). */
const PAGE = 13;
const ALL_KINDS: FeedKind[] = ['creator_post', 'video', 'gallery', 'product'];

export interface Timing {
  p50: number;
  p99: number;
  runs: number;
}

/** `runs` calls one after the other (after `warmup` untimed ones), in ms. */
export async function timed(runs: number, warmup: number, call: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await call();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await call();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p99: percentile(ms, 99), runs };
}

export interface FanoutResult {
  onRead: { many: Timing; few: Timing };
  onWrite: {
    many: Timing;
    few: Timing;
    /** Rows in feed_timeline, and its size on disk with its indexes. */
    entries: number;
    bytes: number;
    /** A release written to the timelines of this many of the star's followers. */
    releases: Array<{ followers: number; timing: Timing }>;
  };
}

export interface FanoutOptions {
  /** The fan following many creators, the one following few, the creator whose followers get the releases. */
  manyFanId: string;
  fewFanId: string;
  starId: string;
  /** Followers written to per release (each at most the star's). */
  releaseFollowers: number[];
  reads: number;
  writes: number;
}

/** The first page both ways, and a release written into followers' timelines (taken out again after). */
export async function compareFanout(db: Db, o: FanoutOptions): Promise<FanoutResult> {
  const onReadPage = async (fanId: string) => feedEntries(db, await followsRepo.performersOf(db, fanId), ALL_KINDS, null, PAGE);
  const onRead = { many: await timed(o.reads, 5, () => onReadPage(o.manyFanId)), few: await timed(o.reads, 5, () => onReadPage(o.fewFanId)) };

  // What FeedService reads: one index range, then which of those items are still live.
  const onWritePage = async (fanId: string) => liveAmong(db, await timelineRepo.page(db, fanId, ALL_KINDS, null, null, PAGE));
  const many = await timed(o.reads, 5, () => onWritePage(o.manyFanId));
  const few = await timed(o.reads, 5, () => onWritePage(o.fewFanId));
  const size = await sql<{ entries: number; bytes: number }>`
    select count(*)::int as entries, pg_total_relation_size('feed_timeline')::bigint as bytes from feed_timeline`.execute(db);

  const releases = [];
  const written: string[] = [];
  for (const followers of o.releaseFollowers) {
    const fans = (await db.selectFrom('follows').select('fan_id').where('performer_id', '=', o.starId).orderBy('fan_id').limit(followers).execute()).map(
      (f) => f.fan_id,
    );
    const release = () => {
      const id = randomUUID();
      written.push(id);
      return feedTimelines.write(db, [{ kind: 'creator_post', id, performerId: o.starId, at: new Date() }], () => fans);
    };
    releases.push({ followers, timing: await timed(o.writes, 2, release) });
  }
  await db.deleteFrom('feed_timeline').where('item_id', 'in', written).execute();
  return { onRead, onWrite: { many, few, entries: Number(size.rows[0].entries), bytes: Number(size.rows[0].bytes), releases } };
}
