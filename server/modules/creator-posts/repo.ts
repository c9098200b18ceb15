import { sql } from 'kysely';
import type { Db } from '../../db';
import type { CreatorPostRow } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import { inOrder, isUuid } from '../../db/ids';
import { listPage } from '../../db/list-page';
import type { Paging } from '../../http/paging';
import { isLive } from '../catalogue/live';

/** Reads of the creator_posts table. */
export const postsRepo = {
  /** A performer's live posts, their pinned one first, then newest first (creator_posts_performer_live_idx). */
  livePage(db: Db, performerId: string, paging: Paging): Promise<{ rows: CreatorPostRow[]; total: number }> {
    const query = db
      .selectFrom('creator_posts')
      .where('performer_id', '=', performerId)
      .where((eb) => isLive(eb));
    return listPage(
      query,
      (q) =>
        q
          .selectAll()
          .orderBy(sql`pinned_at is null`)
          .orderBy('published_at', 'desc')
          .orderBy('id', 'desc'),
      paging,
    );
  },

  /** Pins this post (unpinning the performer's other one) or unpins it, in the caller's transaction. */
  async pin(trx: Executor, performerId: string, id: string, pinned: boolean): Promise<void> {
    await trx.updateTable('creator_posts').set({ pinned_at: null }).where('performer_id', '=', performerId).where('pinned_at', 'is not', null).execute();
    if (pinned) await trx.updateTable('creator_posts').set({ pinned_at: new Date() }).where('id', '=', id).execute();
  },

  /** By id or slug; `liveOnly` hides drafts, hidden and not-yet-published posts. */
  async byIdOrSlug(db: Executor, idOrSlug: string, liveOnly: boolean): Promise<CreatorPostRow | undefined> {
    let query = db
      .selectFrom('creator_posts')
      .selectAll()
      .where(isUuid(idOrSlug) ? 'id' : 'slug', '=', idOrSlug);
    if (liveOnly) query = query.where((eb) => isLive(eb));
    return query.executeTakeFirst();
  },

  /** Rows in the order of `ids`. */
  async byIds(db: Db, ids: string[]): Promise<CreatorPostRow[]> {
    if (ids.length === 0) return [];
    return inOrder(ids, await db.selectFrom('creator_posts').selectAll().where('id', 'in', ids).execute());
  },
};
