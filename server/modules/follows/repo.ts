import { listPage } from '../../db/list-page';
import type { Executor } from '../../db/unit-of-work';
import type { Paging } from '../../http/paging';

/** Owns `follows`: which performers each fan follows. */
export const followsRepo = {
  /** True when the follow is new. */
  async add(db: Executor, fanId: string, performerId: string): Promise<boolean> {
    const added = await db
      .insertInto('follows')
      .values({ fan_id: fanId, performer_id: performerId })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(added.numInsertedOrUpdatedRows ?? 0) > 0;
  },

  /** True when there was one. */
  async remove(db: Executor, fanId: string, performerId: string): Promise<boolean> {
    const gone = await db.deleteFrom('follows').where('fan_id', '=', fanId).where('performer_id', '=', performerId).executeTakeFirst();
    return Number(gone.numDeletedRows) > 0;
  },

  async removeAllOf(db: Executor, fanId: string): Promise<void> {
    await db.deleteFrom('follows').where('fan_id', '=', fanId).execute();
  },

  async has(db: Executor, fanId: string, performerId: string): Promise<boolean> {
    const row = await db.selectFrom('follows').select('fan_id').where('fan_id', '=', fanId).where('performer_id', '=', performerId).executeTakeFirst();
    return Boolean(row);
  },

  /** The fan's follows, the latest first. */
  page(db: Executor, fanId: string, paging: Paging): Promise<{ rows: Array<{ performer_id: string; created_at: Date }>; total: number }> {
    return listPage(
      db.selectFrom('follows').where('fan_id', '=', fanId),
      (q) => q.select(['performer_id', 'created_at']).orderBy('created_at', 'desc').orderBy('performer_id'),
      paging,
    );
  },

  /** Every performer the fan follows (the feed's sources). */
  async performersOf(db: Executor, fanId: string): Promise<string[]> {
    const rows = await db.selectFrom('follows').select('performer_id').where('fan_id', '=', fanId).execute();
    return rows.map((r) => r.performer_id);
  },

  /** The followers of these performers. */
  async followersOf(db: Executor, performerIds: string[]): Promise<Array<{ userId: string; performerId: string }>> {
    if (performerIds.length === 0) return [];
    const rows = await db.selectFrom('follows').select(['fan_id', 'performer_id']).where('performer_id', 'in', performerIds).execute();
    return rows.map((r) => ({ userId: r.fan_id, performerId: r.performer_id }));
  },

  async countOf(db: Executor, performerId: string): Promise<number> {
    const row = await db
      .selectFrom('follows')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('performer_id', '=', performerId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Everything the fan follows, oldest first (their data export). */
  async allOf(db: Executor, fanId: string): Promise<Array<{ performer_id: string; created_at: Date }>> {
    return db.selectFrom('follows').select(['performer_id', 'created_at']).where('fan_id', '=', fanId).orderBy('created_at').execute();
  },
};
