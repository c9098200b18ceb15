// Fan-out on read (what the site does) against fan-out on write (per-fan timelines, bench-only), on the same data and
// the same engine, in this process with no server: the first page of a fan's feed both ways, and what a release costs
// the second way (a row in each follower's timeline). The site's own write of a release is one row either way.
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Db } from '../server/db';
import { feedEntries, type FeedKind } from '../server/modules/catalogue/feed-items';
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
    /** Filling both fans' timelines from what they follow (what a fan-out-on-write site pays when a fan follows). */
    backfillMs: number;
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

export async function compareFanout(db: Db, o: FanoutOptions): Promise<FanoutResult> {
  const onReadPage = async (fanId: string) => feedEntries(db, await followsRepo.performersOf(db, fanId), ALL_KINDS, null, PAGE);
  const onRead = { many: await timed(o.reads, 5, () => onReadPage(o.manyFanId)), few: await timed(o.reads, 5, () => onReadPage(o.fewFanId)) };

  await sql`drop table if exists bench_timeline`.execute(db);
  await sql`create table bench_timeline (fan_id uuid not null, published_at timestamptz not null, kind text not null, item_id uuid not null)`.execute(db);
  await sql`create index bench_timeline_page on bench_timeline (fan_id, published_at desc, item_id desc)`.execute(db);
  const t0 = performance.now();
  // Creator posts are the only kind the bench creators published.
  await sql`
    insert into bench_timeline (fan_id, published_at, kind, item_id)
    select f.fan_id, p.published_at, 'creator_post', p.id
    from follows f join creator_posts p on p.performer_id = f.performer_id
    where f.fan_id in (${o.manyFanId}::uuid, ${o.fewFanId}::uuid) and p.status = 'active' and p.published_at <= now() and p.moderation is null`.execute(db);
  const backfillMs = performance.now() - t0;
  await sql`analyze bench_timeline`.execute(db);
  const size = await sql<{ entries: number; bytes: number }>`
    select count(*)::int as entries, pg_total_relation_size('bench_timeline')::bigint as bytes from bench_timeline`.execute(db);
  const onWritePage = (fanId: string) =>
    sql`select kind, item_id, published_at from bench_timeline where fan_id = ${fanId}::uuid
        order by published_at desc, item_id desc limit ${PAGE}`.execute(db);
  const many = await timed(o.reads, 5, () => onWritePage(o.manyFanId));
  const few = await timed(o.reads, 5, () => onWritePage(o.fewFanId));

  const releases = [];
  for (const followers of o.releaseFollowers) {
    const release = () =>
      sql`insert into bench_timeline (fan_id, published_at, kind, item_id)
          select fan_id, now(), 'creator_post', ${randomUUID()}::uuid
          from (select fan_id from follows where performer_id = ${o.starId}::uuid order by fan_id limit ${followers}) as f`.execute(db);
    releases.push({ followers, timing: await timed(o.writes, 2, release) });
  }
  await sql`drop table bench_timeline`.execute(db);
  return {
    onRead,
    onWrite: { many, few, backfillMs, entries: Number(size.rows[0].entries), bytes: Number(size.rows[0].bytes), releases },
  };
}
