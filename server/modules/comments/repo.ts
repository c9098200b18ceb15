import { swapColumn } from '../../db/swap-column';
import type { Executor } from '../../db/unit-of-work';
import type { CommentRow } from './presenter';
import type { CommentableType } from '../../db/schema';
import type { EngagementTargets, Target } from '../engagement/targets';
import { listPage } from '../../db/list-page';
import type { Paging } from '../../http/paging';

export class CommentsRepo {
  constructor(
    private readonly db: Executor,
    private readonly targets: EngagementTargets,
  ) {}

  /** The same repository on another executor (a transaction the caller runs). */
  on(db: Executor): CommentsRepo {
    return new CommentsRepo(db, this.targets);
  }

  /** Saves a comment and counts it on what it is about (when that keeps a count): run it in a transaction. */
  async create(target: Target<CommentableType>, userId: string, content: string): Promise<CommentRow> {
    const row = await this.db
      .insertInto('comments')
      .values({ object_type: target.objectType, object_id: target.objectId, user_id: userId, content })
      .returningAll()
      .executeTakeFirstOrThrow();
    await this.targets.addToCounter(this.db, target, 'comments_count', 1);
    return row;
  }

  /** Who else commented on it (whoever commented last first, at most `limit`): told that someone also commented. */
  async commentersOn(target: Pick<Target<CommentableType>, 'objectType' | 'objectId'>, except: string[], limit = 500): Promise<string[]> {
    let q = this.db.selectFrom('comments').select('user_id').where('object_type', '=', target.objectType).where('object_id', '=', target.objectId);
    if (except.length > 0) q = q.where('user_id', 'not in', except);
    const rows = await q
      .groupBy('user_id')
      .orderBy((eb) => eb.fn.max('created_at'), 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.user_id);
  }

  /** Removes a comment and uncounts it (run it in a transaction); its image key as it was then, undefined when already gone. */
  async remove(comment: CommentRow): Promise<{ imageKey: string | null } | undefined> {
    const gone = await this.db.deleteFrom('comments').where('id', '=', comment.id).returning('image_key').executeTakeFirst();
    if (gone) await this.targets.addToCounter(this.db, { objectType: comment.object_type, objectId: comment.object_id }, 'comments_count', -1);
    return gone && { imageKey: gone.image_key };
  }

  /** Points the comment at a new picture; the updated row and the key it replaced (swapColumn). */
  swapImage(id: string, key: string) {
    return swapColumn<CommentRow>(this.db, 'comments', 'image_key', id, key);
  }

  byId(id: string): Promise<CommentRow | undefined> {
    return this.db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Everything the user wrote, newest first. */
  byAuthor(userId: string): Promise<CommentRow[]> {
    return this.db.selectFrom('comments').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
  }

  /** Comments on one object, newest first, with the exact total. */
  page(objectType: CommentableType, objectId: string, paging: Paging): Promise<{ rows: CommentRow[]; total: number }> {
    const filtered = this.db.selectFrom('comments').where('object_type', '=', objectType).where('object_id', '=', objectId).where('moderation', 'is', null);
    return listPage(filtered, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), paging);
  }
}
