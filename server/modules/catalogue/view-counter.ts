import { sql } from 'kysely';
import type { Db } from '../../db';
import { isUuid } from '../../db/ids';
import { inTransaction } from '../../db/unit-of-work';
import { notFound } from '../../http/errors';
import type { RateLimiter, RateRule } from '../../rate-limit';
import { addProfileViews } from '../performers/profile-views';
import { isLive, type PublishedTable } from './live';

const TABLES: PublishedTable[] = ['videos', 'galleries', 'products', 'creator_posts'];
const FLUSH_EVERY_MS = 1000;
/** A viewer's views of one asset count once in this long (as PeerTube does: its views are per viewer and hour). */
export const VIEW_WINDOW_MS = 60 * 60 * 1000;
/**
 * Counting a view is a ceiling of one per viewer, asset and hour: the rate limiter's counters keep it, in Redis
 * with REDIS_URL, so a viewer counts once whichever processes their views reach (in each process's memory while
 * Redis is down, or without it).
 */
const COUNTED_VIEW: RateRule = {
  name: 'view',
  max: 1,
  windowMs: VIEW_WINDOW_MS,
  code: 'VIEW_COUNTED',
  message: (wait) => `This view has been counted; the next counts in ${wait}.`,
};

/** Who is looking: the signed-in user, else the client's address. */
export interface Viewer {
  userId: string | null;
  address: string;
}

const viewOf = (viewer: Viewer, table: PublishedTable, assetId: string) => ({
  rule: COUNTED_VIEW,
  key: `${viewer.userId === null ? `address:${viewer.address}` : `user:${viewer.userId}`}:${table}:${assetId}`,
});

/**
 * Views are counted through their own write path, never as a side effect of reading a page (a read
 * may come from a cache): each counted view is added up in memory and written once a second in one
 * statement per table, and added to the performers' profiles (through the performers module) in the same
 * transaction. A viewer counts once per asset per hour (COUNTED_VIEW), and a performer's own views of their
 * asset do not count.
 */
export class ViewCounter {
  private pending = new Map<PublishedTable, Map<string, number>>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
  ) {
    this.timer = setInterval(() => void this.flush().catch(() => {}), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  /**
   * One view of a live asset (id or slug) by `viewer`; an unknown or unpublished asset is a 404. Answers
   * whether it counted (not the owner's, not again within the hour).
   */
  async count(table: PublishedTable, idOrSlug: string, viewer: Viewer): Promise<boolean> {
    // A repeat by id is answered before reading the asset: pages send the id, and most posts are repeats.
    if (isUuid(idOrSlug) && (await this.limiter.countOf(viewOf(viewer, table, idOrSlug))) > 0) return false;
    const asset = await this.live(table, idOrSlug);
    if (!asset) throw notFound('Not found');
    if (viewer.userId !== null && viewer.userId === asset.performer_id) return false;
    if (!(await this.limiter.tryTake(viewOf(viewer, table, asset.id)))) return false;
    const counts = this.pending.get(table) ?? new Map<string, number>();
    counts.set(asset.id, (counts.get(asset.id) ?? 0) + 1);
    this.pending.set(table, counts);
    return true;
  }

  /** The live item's id and performer (views count on published items only). */
  private live(table: PublishedTable, idOrSlug: string) {
    return this.db
      .selectFrom(table as 'videos')
      .select(['id', 'performer_id'])
      .where(isUuid(idOrSlug) ? 'id' : 'slug', '=', idOrSlug)
      .where((eb) => isLive(eb))
      .executeTakeFirst();
  }

  /** Writes every view counted so far (also called on shutdown, and by tests). */
  flush(): Promise<void> {
    // After the previous flush, whether it worked or not: one failed write (the database restarting) must not stop
    // every later flush (chained on a rejected promise, they would never run again and the views would pile up).
    const write = () => this.writePending();
    this.flushing = this.flushing.then(write, write);
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async writePending(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    let failure: unknown = null;
    // Every table is tried, even after one failed: a table left out of the loop would lose its views.
    for (const table of TABLES) {
      const counts = [...(batch.get(table) ?? new Map<string, number>())].filter(([id]) => isUuid(id));
      if (counts.length === 0) continue;
      try {
        await this.write(table, counts);
      } catch (error) {
        // Keep the views for the next flush rather than lose them.
        const again = this.pending.get(table) ?? new Map<string, number>();
        for (const [id, n] of counts) again.set(id, (again.get(id) ?? 0) + n);
        this.pending.set(table, again);
        failure ??= error;
      }
    }
    if (failure) throw failure;
  }

  /** Adds the views to the assets and, in the same transaction, to their performers' profiles. */
  private async write(table: PublishedTable, counts: Array<[string, number]>): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      const values = sql.join(counts.map(([id, n]) => sql`(${id}::uuid, ${n}::int)`));
      const { rows } = await sql<{ performer_id: string; n: number }>`with counted(id, n) as (values ${values})
        update ${sql.table(table)} t set views_count = t.views_count + counted.n
        from counted where t.id = counted.id returning t.performer_id, counted.n`.execute(trx);
      const byPerformer = new Map<string, number>();
      for (const row of rows) byPerformer.set(row.performer_id, (byPerformer.get(row.performer_id) ?? 0) + Number(row.n));
      await addProfileViews(trx, byPerformer);
    });
  }
}
