import type { Db } from '../../db';
import { listPage } from '../../db/list-page';
import { inTransaction, type Executor } from '../../db/unit-of-work';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { Paging } from '../../http/paging';
import { activeUsers } from '../users/queries';
import { performerCards, type PerformerCard } from '../users/cards';
import type { FileUrls } from '../catalogue/file-urls';

/** What blocking does to a running subscription: its renewals stop, its paid period runs to its end. */
export type StopRenewals = (userId: string, performerId: string) => Promise<void>;
/** The blocked user stops following the creator (in the block's transaction). */
export type Unfollow = (trx: Executor, userId: string, performerId: string) => Promise<void>;

export interface BlockedUser {
  user: PerformerCard;
  blockedAt: string;
}

/** Who a creator has blocked (owns `user_blocks`); other modules ask `isBlocked` or `refuseIfBlocked`. */
export class UserBlocks {
  constructor(
    private readonly db: Db,
    private readonly files: FileUrls,
    private readonly stopRenewals: StopRenewals,
    private readonly unfollow: Unfollow,
  ) {}

  /** Which of these users the creator blocked, in one query. */
  async blockedAmong(performerId: string, userIds: string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.db.selectFrom('user_blocks').select('user_id').where('performer_id', '=', performerId).where('user_id', 'in', userIds).execute();
    return new Set(rows.map((r) => r.user_id));
  }

  async isBlocked(db: Executor, performerId: string, userId: string): Promise<boolean> {
    const row = await db.selectFrom('user_blocks').select('user_id').where('performer_id', '=', performerId).where('user_id', '=', userId).executeTakeFirst();
    return Boolean(row);
  }

  /** 403 when the creator blocked the user; `doing` is what they cannot do ("comment on their content"). */
  async refuseIfBlocked(db: Executor, performerId: string | null, userId: string, doing: string): Promise<void> {
    if (performerId && performerId !== userId && (await this.isBlocked(db, performerId, userId))) {
      throw forbidden(`This creator has blocked you: you cannot ${doing}.`, 'BLOCKED_BY_CREATOR');
    }
  }

  /** Blocks an active user (again: no change); their subscription to the creator stops renewing. */
  async block(performerId: string, userId: string): Promise<BlockedUser> {
    if (performerId === userId) throw badRequest('You cannot block yourself.', 'BLOCKING_YOURSELF');
    const user = await activeUsers(this.db).select('users.id').where('users.id', '=', userId).executeTakeFirst();
    if (!user) throw notFound('User not found');
    await inTransaction(this.db, async (trx) => {
      await trx
        .insertInto('user_blocks')
        .values({ performer_id: performerId, user_id: userId })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await this.unfollow(trx, userId, performerId);
    });
    await this.stopRenewals(userId, performerId);
    return (await this.one(performerId, userId)) as BlockedUser;
  }

  async unblock(performerId: string, userId: string): Promise<void> {
    const gone = await this.db.deleteFrom('user_blocks').where('performer_id', '=', performerId).where('user_id', '=', userId).executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) throw notFound('You have not blocked this user.', 'NOT_BLOCKED');
  }

  /** The creator's blocked users, last blocked first. */
  async list(performerId: string, paging: Paging): Promise<{ data: BlockedUser[]; total: number }> {
    const filtered = this.db.selectFrom('user_blocks').where('performer_id', '=', performerId);
    const { rows, total } = await listPage(filtered, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('user_id'), paging);
    const cards = await performerCards(
      this.db,
      this.files,
      rows.map((r) => r.user_id),
    );
    const data = rows.map((r) => ({
      user: cards.get(r.user_id) ?? { _id: r.user_id, name: 'Unknown user', username: '', avatar: null },
      blockedAt: r.created_at.toISOString(),
    }));
    return { data, total };
  }

  private async one(performerId: string, userId: string): Promise<BlockedUser | undefined> {
    const row = await this.db.selectFrom('user_blocks').selectAll().where('performer_id', '=', performerId).where('user_id', '=', userId).executeTakeFirst();
    if (!row) return undefined;
    const cards = await performerCards(this.db, this.files, [userId]);
    return { user: cards.get(userId) as PerformerCard, blockedAt: row.created_at.toISOString() };
  }
}
