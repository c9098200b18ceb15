import { sql, type Expression, type ExpressionBuilder, type Insertable, type SqlBool } from 'kysely';
import type { Database, SubscriptionRow, SubscriptionsTable, SubscriptionStatus } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import { listPage } from '../../db/list-page';
import type { Paging } from '../../http/paging';
import type { Change } from './lifecycle';

/** The liveness rule at a time, as a query condition (service.ts holds it). */
export type LiveRule = (eb: ExpressionBuilder<Database, 'subscriptions'>) => Expression<SqlBool>;

const sameTarget = (eb: ExpressionBuilder<Database, 'subscriptions'>, performerId: string | null) =>
  performerId === null ? eb('performer_id', 'is', null) : eb('performer_id', '=', performerId);

/** The subscriptions module's queries. */
export const subscriptionsRepo = {
  byId(db: Executor, id: string): Promise<SubscriptionRow | undefined> {
    return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
  },

  lock(trx: Executor, id: string): Promise<SubscriptionRow | undefined> {
    return trx.selectFrom('subscriptions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },

  lockByReference(trx: Executor, gateway: string, reference: string): Promise<SubscriptionRow | undefined> {
    return trx.selectFrom('subscriptions').selectAll().where('gateway', '=', gateway).where('gateway_reference', '=', reference).forUpdate().executeTakeFirst();
  },

  /**
   * Serialises everything that opens a subscription of this fan to this performer (or the site) until the
   * caller's transaction ends: two payments landing at once cannot both open one.
   */
  async lockTarget(trx: Executor, userId: string, performerId: string | null): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${`subscription:${userId}:${performerId ?? 'site'}`}))`.execute(trx);
  },

  /** The fan's one subscription to this performer (or the site) that has not expired, locked. */
  lockOpen(trx: Executor, userId: string, performerId: string | null): Promise<SubscriptionRow | undefined> {
    return trx
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .where((eb) => sameTarget(eb, performerId))
      .where('status', '<>', 'expired')
      .forUpdate()
      .executeTakeFirst();
  },

  /** The fan's one subscription to this performer (or the site) that has not expired. */
  openOf(db: Executor, userId: string, performerId: string | null): Promise<SubscriptionRow | undefined> {
    return db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .where((eb) => sameTarget(eb, performerId))
      .where('status', '<>', 'expired')
      .executeTakeFirst();
  },

  /** Every subscription the fan has had, newest first (their data export). */
  allOf(db: Executor, userId: string): Promise<SubscriptionRow[]> {
    return db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
  },

  /** The fan's subscriptions that will charge again (active or past due, recurring): cancelled ones only run out. */
  async renewingCount(db: Executor, userId: string): Promise<number> {
    const row = await db
      .selectFrom('subscriptions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('status', 'in', ['active', 'past_due'])
      .where('recurring', '=', true)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** The fan's open subscriptions to this performer (or the site), live by the rule. */
  liveOf(db: Executor, userId: string, performerIds: Array<string | null>, live: LiveRule): Promise<SubscriptionRow[]> {
    return db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .where((eb) => {
        const ids = performerIds.filter((id): id is string => id !== null);
        const targets = ids.length ? [eb('performer_id', 'in', ids)] : [];
        return eb.or(performerIds.includes(null) ? [...targets, eb('performer_id', 'is', null)] : targets);
      })
      .where(live)
      .execute();
  },

  insert(trx: Executor, values: Insertable<SubscriptionsTable>): Promise<SubscriptionRow> {
    return trx.insertInto('subscriptions').values(values).returningAll().executeTakeFirstOrThrow();
  },

  update(trx: Executor, id: string, change: Change): Promise<SubscriptionRow> {
    return trx
      .updateTable('subscriptions')
      .set({ ...change, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /**
   * Claims the active recurring subscriptions (not cancelled) whose period ends from `from` to `until` and whose
   * reminder for that period was not sent, marking it sent in the statement that finds them.
   */
  async claimRenewalReminders(trx: Executor, from: Date, until: Date, limit: number): Promise<SubscriptionRow[]> {
    const due = trx
      .selectFrom('subscriptions')
      .select('id')
      .where('status', '=', 'active')
      .where('recurring', '=', true)
      .where('cancelled_at', 'is', null)
      // The period ends inside the notice window (not a liveness test: the liveness rule is the service's).
      .where((eb) => eb.between('current_period_end', from, until))
      .where((eb) => eb.or([eb('reminded_period_end', 'is', null), eb('reminded_period_end', '<>', eb.ref('current_period_end'))]))
      .limit(limit)
      .forUpdate()
      .skipLocked();
    return trx
      .updateTable('subscriptions')
      .set((eb) => ({ reminded_period_end: eb.ref('current_period_end') }))
      .where('id', 'in', due)
      .returningAll()
      .execute();
  },

  /**
   * Open subscriptions whose access is over, locked; rows another process is handling are skipped (it expires them).
   * Active recurring ones charged by one of `lateRenewalsFrom.gateways` wait until their period end is before
   * `periodEndBefore`.
   */
  lockOver(trx: Executor, live: LiveRule, lateRenewalsFrom: { gateways: string[]; periodEndBefore: Date }, limit: number): Promise<SubscriptionRow[]> {
    return (
      trx
        .selectFrom('subscriptions')
        .selectAll()
        .where('status', '<>', 'expired')
        .where((eb) => eb.not(live(eb)))
        // An active recurring subscription a gateway renews by itself is waited for a while: its renewal may land late.
        .where((eb) =>
          eb.or([
            eb('status', '<>', 'active'),
            eb('recurring', '=', false),
            eb('gateway', 'is', null),
            eb('gateway', 'not in', lateRenewalsFrom.gateways),
            eb('current_period_end', '<=', lateRenewalsFrom.periodEndBefore),
          ]),
        )
        .orderBy('current_period_end')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute()
    );
  },

  /** Recurring subscriptions a gateway charges that are due at `at`: active past their period end, or past due and still live. */
  dueForRenewal(db: Executor, gateway: string, at: Date, live: LiveRule, limit: number): Promise<SubscriptionRow[]> {
    return db
      .selectFrom('subscriptions')
      .selectAll()
      .where('gateway', '=', gateway)
      .where('recurring', '=', true)
      .where((eb) => eb.or([eb.and([eb('status', '=', 'active'), eb('current_period_end', '<=', at)]), eb.and([eb('status', '=', 'past_due'), live(eb)])]))
      .orderBy('current_period_end')
      .limit(limit)
      .execute();
  },

  search(db: Executor, filters: { userId?: string; performerId?: string; status?: SubscriptionStatus }, paging: Paging) {
    let q = db.selectFrom('subscriptions');
    if (filters.userId) q = q.where('user_id', '=', filters.userId);
    if (filters.performerId) q = q.where('performer_id', '=', filters.performerId);
    if (filters.status) q = q.where('status', '=', filters.status);
    return listPage(q, (page) => page.selectAll().orderBy('started_at', 'desc').orderBy('id', 'desc'), paging);
  },
};
