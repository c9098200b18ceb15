import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';

/** The one rule of a live subscription: active and not yet past its end. */
function isLive(eb: ExpressionBuilder<Database, 'subscriptions'>) {
  return eb.and([eb('status', '=', 'active'), eb('current_period_end', '>', sql<Date>`now()`)]);
}

/** What a user's live subscriptions unlock: the whole site, or these performers. */
export interface LiveSubscriptions {
  siteWide: boolean;
  performers: Set<string>;
}

/** Owns `subscriptions`: who subscribes to which performer (or to the whole site) and until when. */
export class SubscriptionsService {
  constructor(private readonly db: Executor) {}

  /** The user's live subscriptions that cover any of `performerIds` (or the whole site), in one query. */
  async liveFor(userId: string, performerIds: string[]): Promise<LiveSubscriptions> {
    const ids = [...new Set(performerIds)];
    const rows = await this.db
      .selectFrom('subscriptions')
      .select('performer_id')
      .where('user_id', '=', userId)
      .where(isLive)
      .where((eb) => (ids.length ? eb.or([eb('performer_id', 'is', null), eb('performer_id', 'in', ids)]) : eb('performer_id', 'is', null)))
      .execute();
    const performers = new Set<string>();
    let siteWide = false;
    for (const row of rows) {
      if (row.performer_id === null) siteWide = true;
      else performers.add(row.performer_id);
    }
    return { siteWide, performers };
  }

  /** How many people hold a live subscription to each performer (absent: none). */
  async liveSubscriberCounts(performerIds: string[]): Promise<Map<string, number>> {
    const ids = [...new Set(performerIds)];
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('subscriptions')
      .select(['performer_id', sql<number>`count(distinct user_id)`.as('n')])
      .where('performer_id', 'in', ids)
      .where(isLive)
      .groupBy('performer_id')
      .execute();
    return new Map(rows.map((row) => [row.performer_id!, Number(row.n)]));
  }
}
