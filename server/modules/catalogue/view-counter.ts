import { sql } from 'kysely';
import type { Db } from '../../db';
import { isUuid } from '../../db/ids';
import { notFound } from '../../http/errors';
import { assetByIdOrSlug, type AssetTable } from './asset-rows';

const TABLES: AssetTable[] = ['videos', 'galleries', 'products'];
const FLUSH_EVERY_MS = 1000;

/**
 * Views are counted through their own write path, never as a side effect of reading a page (a read
 * may come from a cache): each counted view is added up in memory and written once a second in one
 * statement per table, which also adds them to the performer's profile.
 */
export class ViewCounter {
  private pending = new Map<AssetTable, Map<string, number>>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {
    this.timer = setInterval(() => void this.flush().catch(() => {}), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  /** One view of a live asset (id or slug); an unknown or unpublished asset is a 404. */
  async count(table: AssetTable, idOrSlug: string): Promise<void> {
    const asset = await assetByIdOrSlug(this.db, table, idOrSlug, true);
    if (!asset) throw notFound('Not found');
    const counts = this.pending.get(table) ?? new Map<string, number>();
    counts.set(asset.id, (counts.get(asset.id) ?? 0) + 1);
    this.pending.set(table, counts);
  }

  /** Writes every view counted so far (also called on shutdown, and by tests). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writePending());
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async writePending(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
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
        throw error;
      }
    }
  }

  private async write(table: AssetTable, counts: Array<[string, number]>): Promise<void> {
    {
      const values = sql.join(counts.map(([id, n]) => sql`(${id}::uuid, ${n}::int)`));
      await sql`with counted(id, n) as (values ${values}),
        bumped as (
          update ${sql.table(table)} t set views_count = t.views_count + counted.n
          from counted where t.id = counted.id returning t.performer_id, counted.n
        )
        update performers p set views_count = p.views_count + s.n
        from (select performer_id, sum(n)::int as n from bumped group by performer_id) s
        where p.user_id = s.performer_id`.execute(this.db);
    }
  }
}
