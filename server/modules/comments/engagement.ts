import type { CommentableType, NotificationKind } from '../../db/schema';
import { addToCounter } from '../../db/counter';
import type { Executor } from '../../db/unit-of-work';
import type { EngagementTarget, FoundTarget } from '../engagement/targets';

/** What a comment is on, as its own module describes it (its title and page). */
export type ParentOf = (db: Executor, objectType: CommentableType, objectId: string, publicOnly: boolean) => Promise<FoundTarget | undefined>;

/** Liking a comment tells its author, grouped per comment ("Aria and 12 others liked your comment"). */
export const COMMENT_LIKED: NotificationKind = 'comment_liked';

/**
 * Comments as something to like (nothing else). A comment is its author's (they are told of its likes); its title and
 * page are those of what it is on. Public: shown (not taken down) on something the public sees. Its likes are counted
 * on the row.
 */
export function commentEngagementTarget(parentOf: ParentOf): EngagementTarget {
  return {
    async find(db, id, publicOnly) {
      let query = db.selectFrom('comments').select(['user_id', 'object_type', 'object_id']).where('id', '=', id);
      if (publicOnly) query = query.where('moderation', 'is', null);
      const row = await query.executeTakeFirst();
      const on = row && (await parentOf(db, row.object_type, row.object_id, publicOnly));
      return on && { ownerId: row.user_id, title: on.title, path: on.path };
    },
    reactions: ['like'],
    toldOfLikes: COMMENT_LIKED,
    addToCounter: (db, id, column, delta) =>
      column === 'likes_count' ? addToCounter(db, { table: 'comments', key: 'id', id }, column, delta) : Promise.resolve(null),
  };
}
