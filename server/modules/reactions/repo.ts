import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db';
import type { Executor } from '../../db/unit-of-work';
import type { Database, ReactionAction } from '../../db/schema';
import type { CounterColumn, EngagementTargets, Target } from '../engagement/targets';
import type { ReactionObjectType, ReactionRow } from './presenter';
import { listPage } from '../../db/list-page';
import type { Paging } from '../../http/paging';

/** The counter an action may keep on the object (whether it does is the object's module's business); none for watch later. */
const COUNTER_OF: Record<ReactionAction, CounterColumn | null> = { like: 'likes_count', favourite: 'favourites_count', watch_later: null };

const newestFirst = (query: SelectQueryBuilder<Database, 'reactions', object>, paging: Paging) =>
  listPage(query, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), paging);

export interface ReactionFilters {
  action?: ReactionAction;
  objectType?: ReactionObjectType;
}

export class ReactionsRepo {
  constructor(
    private readonly db: Db,
    private readonly targets: EngagementTargets,
  ) {}

  /**
   * Adds (on) or removes (off) one user's reaction and returns the object's count for that action, and whether it
   * changed anything. Idempotent: the counter moves only when a row was really inserted or deleted, in the caller's
   * transaction (`trx`), so it stays exact under concurrent requests (the unique key settles races between inserts).
   */
  async set(trx: Executor, userId: string, target: Target, action: ReactionAction, on: boolean): Promise<{ count: number; changed: boolean }> {
    const objectType = target.objectType as ReactionObjectType;
    const ofObject = { object_type: objectType, object_id: target.objectId, action };
    const where = { ...ofObject, user_id: userId };
    const changed = on
      ? await trx
          .insertInto('reactions')
          .values(where)
          .onConflict((oc) => oc.constraint('reactions_once_key').doNothing())
          .returning('id')
          .executeTakeFirst()
      : await trx
          .deleteFrom('reactions')
          .where((eb) => eb.and(where))
          .returning('id')
          .executeTakeFirst();
    const column = COUNTER_OF[action];
    const counted = column && (await this.targets.addToCounter(trx, target, column, changed ? (on ? 1 : -1) : 0));
    if (typeof counted === 'number') return { count: counted, changed: Boolean(changed) };
    const count = await trx
      .selectFrom('reactions')
      .select(sql<number>`count(*)`.as('n'))
      .where((eb) => eb.and(ofObject))
      .executeTakeFirstOrThrow();
    return { count: Number(count.n), changed: Boolean(changed) };
  }

  /** Every reaction of the user, newest first. */
  allOf(userId: string): Promise<ReactionRow[]> {
    return this.db.selectFrom('reactions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
  }

  search(userId: string, { action, objectType }: ReactionFilters, paging: Paging): Promise<{ rows: ReactionRow[]; total: number }> {
    let query = this.db.selectFrom('reactions').where('user_id', '=', userId);
    if (action) query = query.where('action', '=', action);
    if (objectType) query = query.where('object_type', '=', objectType);
    return newestFirst(query, paging);
  }

  /** The user's reactions of one kind to live objects of one type, newest first (items the public no longer sees are skipped). */
  onLiveObjects(userId: string, objectType: ReactionObjectType, action: ReactionAction, paging: Paging): Promise<{ rows: ReactionRow[]; total: number }> {
    const live = this.targets.liveIds(this.db, objectType);
    const query = this.db
      .selectFrom('reactions')
      .where('user_id', '=', userId)
      .where('object_type', '=', objectType)
      .where('action', '=', action)
      .where('object_id', 'in', live);
    return newestFirst(query, paging);
  }

  /** The user's reactions to any of these objects (one read for a page of them). */
  actionsOn(userId: string, objectIds: string[]): Promise<Array<Pick<ReactionRow, 'object_type' | 'object_id' | 'action'>>> {
    if (objectIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('reactions')
      .select(['object_type', 'object_id', 'action'])
      .where('user_id', '=', userId)
      .where('object_id', 'in', objectIds)
      .execute();
  }

  async actions(userId: string, objectType: ReactionObjectType, objectId: string): Promise<ReactionAction[]> {
    const rows = await this.db
      .selectFrom('reactions')
      .select('action')
      .where('user_id', '=', userId)
      .where('object_type', '=', objectType)
      .where('object_id', '=', objectId)
      .execute();
    return rows.map((r) => r.action);
  }
}
