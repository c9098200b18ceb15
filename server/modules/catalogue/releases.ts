import { sql } from 'kysely';
import type { Db } from '../../db';
import type { Executor } from '../../db/unit-of-work';
import type { AssetQuery } from './asset-search';
import { isLive, isScheduled } from './live';

/** An item that went live and whose followers were not told yet, as claimed by claimDueReleases. */
export interface DueRelease {
  kind: 'video' | 'gallery' | 'product' | 'creator_post';
  id: string;
  slug: string;
  title: string;
  performerId: string;
  /** When it went live (its place in the fans' feeds). */
  publishedAt: Date;
}

const KINDS = [
  { kind: 'video', table: 'videos', title: 'title' },
  { kind: 'gallery', table: 'galleries', title: 'title' },
  { kind: 'product', table: 'products', title: 'name' },
  { kind: 'creator_post', table: 'creator_posts', title: 'title' },
] as const;

/**
 * Claims up to `batch` items of each kind that are live (isLive: published, or their scheduled time came) and not yet
 * announced, marking them announced at `at` in the statement that finds them: two runs never claim one twice.
 */
export async function claimDueReleases(db: Executor, at: Date, batch: number): Promise<DueRelease[]> {
  const claimed: DueRelease[] = [];
  for (const { kind, table, title } of KINDS) {
    const due = (db.selectFrom(table) as unknown as AssetQuery)
      .select('id')
      .where('announced_at', 'is', null)
      .where((eb) => isLive(eb))
      .orderBy('published_at')
      .limit(batch)
      .forUpdate()
      .skipLocked();
    const { rows } = await sql<{ id: string; slug: string; title: string; performer_id: string; published_at: Date }>`
      update ${sql.table(table)} set announced_at = ${at} where id in (${due})
      returning id, slug, ${sql.ref(title)} as title, performer_id, published_at`.execute(db);
    for (const row of rows)
      claimed.push({ kind, id: row.id, slug: row.slug, title: row.title, performerId: row.performer_id, publishedAt: new Date(row.published_at) });
  }
  return claimed;
}

/** Whether anything is live and not announced yet (the partial indexes on unannounced items answer it). */
export async function anyDueRelease(db: Executor): Promise<boolean> {
  for (const { table } of KINDS) {
    const due = await (db.selectFrom(table) as unknown as AssetQuery)
      .select('id')
      .where('announced_at', 'is', null)
      .where((eb) => isLive(eb))
      .limit(1)
      .executeTakeFirst();
    if (due) return true;
  }
  return false;
}

/** When the next scheduled item goes live (not announced yet, published at a time still to come); null: none is scheduled. */
export async function nextScheduledRelease(db: Executor): Promise<Date | null> {
  let next: Date | null = null;
  for (const { table } of KINDS) {
    const row = await (db.selectFrom(table) as unknown as AssetQuery)
      .select('published_at')
      .where('announced_at', 'is', null)
      .where((eb) => isScheduled(eb))
      .where('moderation', 'is', null)
      .orderBy('published_at')
      .limit(1)
      .executeTakeFirst();
    const at = (row as { published_at: Date | string } | undefined)?.published_at;
    if (at && (!next || new Date(at) < next)) next = new Date(at);
  }
  return next;
}

/** What one mail may count of a performer's releases (more is a performer publishing in bulk: "200 new"). */
const COUNTED = 200;

/** The performer's items announced at `since` or later and still live, newest first (at most `limit`), and how many. */
export async function releasedSince(
  db: Db,
  performerId: string,
  since: Date,
  limit: number,
): Promise<{ items: Array<Pick<DueRelease, 'kind' | 'slug' | 'title'>>; total: number }> {
  const found: Array<Pick<DueRelease, 'kind' | 'slug' | 'title'> & { at: Date }> = [];
  for (const { kind, table, title } of KINDS) {
    const rows = await (db.selectFrom(table) as unknown as AssetQuery)
      .select(['slug', sql<string>`${sql.ref(title)}`.as('title'), sql<Date>`announced_at`.as('at')])
      .where('performer_id', '=', performerId)
      .where('announced_at', '>=', since)
      .where((eb) => isLive(eb))
      .orderBy('announced_at', 'desc')
      .limit(COUNTED)
      .execute();
    for (const row of rows as Array<{ slug: string; title: string; at: Date }>) found.push({ kind, ...row });
  }
  found.sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime());
  return { items: found.slice(0, limit).map(({ kind, slug, title }) => ({ kind, slug, title })), total: found.length };
}

/** The demo catalogue came out before anyone followed it: what is live counts as told (scheduled items are, at their time). */
export async function markLiveAsTold(db: Db): Promise<void> {
  for (const { table } of KINDS) {
    const untold = (db.selectFrom(table) as unknown as AssetQuery)
      .select('id')
      .where('announced_at', 'is', null)
      .where((eb) => isLive(eb));
    await sql`update ${sql.table(table)} set announced_at = published_at where id in (${untold})`.execute(db);
  }
}
