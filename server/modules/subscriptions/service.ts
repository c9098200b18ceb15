import type { ExpressionBuilder } from 'kysely';
import { SOCKET_EVENTS } from '../../../lib/socket-events';
import { systemClock, type Clock } from '../../clock';
import type { Db } from '../../db';
import type { Database, SubscriptionRow } from '../../db/schema';
import { inTransaction, type AfterCommit, type Executor } from '../../db/unit-of-work';
import { isUuid } from '../../db/ids';
import { conflict, notFound } from '../../http/errors';
import type { Realtime } from '../../realtime/server';
import type { SettingsService } from '../settings/service';
import { cancel, DAY_MS, endNow, expireIfOver, hasAccess, paidAgain, periodTakenBack, renewalFailed, renewed, resume, type Transition } from './lifecycle';
import { subscriptionNotices } from './notices';
import { subscriptionsRepo as repo, type LiveRule } from './repo';
import type { Notify } from '../notifications/centre';
import { displayNames } from '../users/cards';

/**
 * The one rule of a live subscription, as a query: active or cancelled until its period end, past due until its
 * grace end (lifecycle.ts's accessUntil is the same rule for a row in hand). `now` is the service's clock, never
 * the database's: tests move the clock and see access close exactly at the boundary.
 */
function isLive(now: Date): LiveRule {
  return (eb: ExpressionBuilder<Database, 'subscriptions'>) =>
    eb.or([
      eb.and([eb('status', 'in', ['active', 'cancelled']), eb('current_period_end', '>', now)]),
      eb.and([eb('status', '=', 'past_due'), eb('grace_until', '>', now)]),
    ]);
}

/** What a user's live subscriptions unlock: the whole site, or these performers. */
export interface LiveSubscriptions {
  siteWide: boolean;
  performers: Set<string>;
}

/** A paid subscription order, as the settlement hands it over. */
export interface StartedSubscription {
  userId: string;
  performerId: string | null;
  packageId: string;
  priceCents: number;
  currency: string;
  periodDays: number;
  recurring: boolean;
  gateway: string;
  gatewayReference: string | null;
}

export interface SubscriptionsDeps {
  db: Db;
  settings: SettingsService;
  realtime: Pick<Realtime, 'toUser'>;
  /** Subscribing to a performer follows them (in the subscription's transaction). */
  follow: (trx: Executor, fanId: string, performerId: string) => Promise<void>;
  /** The notification centre: each change's notices are written in its transaction. */
  notify: Notify;
  clock?: Clock;
}

/**
 * Gateways that charge renewals on their own schedule and tell us afterwards: an active recurring subscription of
 * theirs past its period end (access already closed by the liveness rule) expires only after the grace days, so a
 * renewal landing a little late still continues it rather than finding it ended. The sandbox's renewals are ours
 * and run before expiry.
 */
const SELF_RENEWING_GATEWAYS = ['ccbill'];

/** How many rows one expiry pass takes (the next pass takes the rest). */
const EXPIRY_BATCH = 500;
/** Days before a recurring subscription renews that its fan is told (the "about to renew"). */
export const RENEWAL_NOTICE_DAYS = 3;
const REMINDER_BATCH = 1000;
const alreadyEnded = (why: string) => conflict(`Nothing to cancel: ${why}.`, 'SUBSCRIPTION_NOT_CANCELLABLE');
const notResumable = (why: string) => conflict(`This subscription cannot be turned back on: ${why}.`, 'SUBSCRIPTION_NOT_RESUMABLE');

/**
 * Owns `subscriptions`: who subscribes to which performer (or to the whole site), the state machine's moves
 * (lifecycle.ts) on locked rows, and the liveness rule the entitlements read. Every move tells the fan and the
 * performer over the socket once it is committed.
 */
export class SubscriptionsService {
  readonly clock: Clock;

  constructor(private readonly deps: SubscriptionsDeps) {
    this.clock = deps.clock ?? systemClock;
  }

  private get db(): Db {
    return this.deps.db;
  }

  /** The user's live subscriptions that cover any of `performerIds` (or the whole site), in one query. */
  async liveFor(userId: string, performerIds: string[]): Promise<LiveSubscriptions> {
    const rows = await repo.liveOf(this.db, userId, [null, ...new Set(performerIds)], isLive(this.clock.now()));
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
      .select(['performer_id', (eb) => eb.fn.count<number>('user_id').distinct().as('n')])
      .where('performer_id', 'in', ids)
      .where(isLive(this.clock.now()))
      .groupBy('performer_id')
      .execute();
    return new Map(rows.map((row) => [row.performer_id!, Number(row.n)]));
  }

  /** Who subscribes to each of these performers now (site-wide subscriptions are to no one performer). */
  async liveSubscribersOf(performerIds: string[], db: Executor = this.db): Promise<Array<{ userId: string; performerId: string }>> {
    const ids = [...new Set(performerIds)];
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('subscriptions')
      .select(['user_id', 'performer_id'])
      .distinct()
      .where('performer_id', 'in', ids)
      .where(isLive(this.clock.now()))
      .execute();
    return rows.map((row) => ({ userId: row.user_id, performerId: row.performer_id! }));
  }

  /** The fan's live subscriptions to this performer and to the site (performer's first). */
  async liveOf(userId: string, performerId: string | null, db: Executor = this.db): Promise<SubscriptionRow[]> {
    const rows = await repo.liveOf(db, userId, performerId ? [performerId, null] : [null], isLive(this.clock.now()));
    return rows.sort((a, b) => Number(a.performer_id === null) - Number(b.performer_id === null));
  }

  /** The performers the fan holds a live subscription to (the feed's subscribed sources). */
  async livePerformerIdsOf(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('subscriptions')
      .select('performer_id')
      .distinct()
      .where('user_id', '=', userId)
      .where('performer_id', 'is not', null)
      .where(isLive(this.clock.now()))
      .execute();
    return rows.map((row) => row.performer_id!);
  }

  /** The fan's live subscriptions to exactly these performers (not the site's), by performer. */
  async liveTo(userId: string, performerIds: string[], db: Executor = this.db): Promise<Map<string, SubscriptionRow>> {
    if (performerIds.length === 0) return new Map();
    const rows = await repo.liveOf(db, userId, [...new Set(performerIds)], isLive(this.clock.now()));
    return new Map(rows.map((row) => [row.performer_id!, row]));
  }

  /** The fan's open subscription to exactly this performer (or the site) that still gives access, if any. */
  async openWithAccess(trx: Executor, userId: string, performerId: string | null): Promise<SubscriptionRow | null> {
    return (await this.liveOf(userId, performerId, trx)).find((s) => s.performer_id === performerId) ?? null;
  }

  /** Every subscription of the fan, newest first. */
  allOf(userId: string): Promise<SubscriptionRow[]> {
    return repo.allOf(this.db, userId);
  }

  /** How many of the fan's subscriptions will charge again unless cancelled. */
  renewingCount(userId: string): Promise<number> {
    return repo.renewingCount(this.db, userId);
  }

  byId(id: string, db: Executor = this.db): Promise<SubscriptionRow | undefined> {
    return isUuid(id) ? repo.byId(db, id) : Promise.resolve(undefined);
  }

  /**
   * A subscription order was paid: the fan's subscription to that performer (or the site) starts now for one
   * period, at the price and period it was bought at. An open one whose access is over is ended and a new row
   * starts; an open one that still gives access (two payments raced past the subscribe check) gets the period
   * paid for added to it, so no payment is lost. One fan and target at a time (advisory lock).
   */
  async start(trx: Executor, afterCommit: AfterCommit, input: StartedSubscription): Promise<SubscriptionRow> {
    const now = this.clock.now();
    await repo.lockTarget(trx, input.userId, input.performerId);
    const open = await repo.lockOpen(trx, input.userId, input.performerId);
    const extended = open ? paidAgain(open, now) : null;
    if (open && extended?.ok) return this.apply(trx, afterCommit, open, extended);
    if (open) await this.apply(trx, afterCommit, open, endNow(open, now));
    const row = await repo.insert(trx, {
      user_id: input.userId,
      performer_id: input.performerId,
      package_id: input.packageId,
      status: 'active',
      started_at: now,
      current_period_end: new Date(now.getTime() + input.periodDays * DAY_MS),
      price_cents: input.priceCents,
      currency: input.currency,
      period_days: input.periodDays,
      recurring: input.recurring,
      gateway: input.gateway,
      gateway_reference: input.gatewayReference,
    });
    if (input.performerId) await this.deps.follow(trx, input.userId, input.performerId);
    await this.tellCentre(trx, afterCommit, null, row);
    this.notify(afterCommit, row);
    return row;
  }

  /** A locked subscription, for the settlement of its renewal events. */
  lockById(trx: Executor, id: string): Promise<SubscriptionRow | undefined> {
    return isUuid(id) ? repo.lock(trx, id) : Promise.resolve(undefined);
  }

  lockByReference(trx: Executor, gateway: string, reference: string): Promise<SubscriptionRow | undefined> {
    return repo.lockByReference(trx, gateway, reference);
  }

  /** Why a renewal paid now would not renew this subscription (it has ended, it is one-off), or null when it would. */
  async renewalRefusal(trx: Executor, id: string): Promise<string | null> {
    const sub = await repo.lock(trx, id);
    if (!sub) return 'the subscription does not exist';
    const transition = renewed(sub, this.clock.now());
    return transition.ok ? null : transition.why;
  }

  /** A renewal was paid: one more period (locked here; see renewalRefusal for when it cannot be). */
  async renewById(trx: Executor, afterCommit: AfterCommit, id: string): Promise<void> {
    const sub = await repo.lock(trx, id);
    if (sub) await this.move(trx, afterCommit, sub, renewed(sub, this.clock.now()));
  }

  /** A renewal charge failed (the row locked by the caller): past due for the subscriptionGraceDays setting (3). */
  async failRenewal(trx: Executor, afterCommit: AfterCommit, sub: SubscriptionRow): Promise<SubscriptionRow | string> {
    return this.move(trx, afterCommit, sub, renewalFailed(sub, await this.graceDays(trx)));
  }

  /** The gateway says the fan cancelled there (the row locked by the caller). */
  cancelLocked(trx: Executor, afterCommit: AfterCommit, sub: SubscriptionRow): Promise<SubscriptionRow | string> {
    return this.move(trx, afterCommit, sub, cancel(sub, this.clock.now()));
  }

  /** Its payment was reversed, or the gateway ended it (the row locked by the caller): expired now. */
  end(trx: Executor, afterCommit: AfterCommit, sub: SubscriptionRow): Promise<SubscriptionRow | string> {
    return this.move(trx, afterCommit, sub, endNow(sub, this.clock.now()));
  }

  /** A refunded payment takes back the period it paid for, and no more (by id, locked here). */
  async takeBackPeriod(trx: Executor, afterCommit: AfterCommit, id: string, days: number): Promise<void> {
    const sub = await repo.lock(trx, id);
    if (sub) await this.move(trx, afterCommit, sub, periodTakenBack(sub, days, this.clock.now()));
  }

  /**
   * The fan (or an admin) cancels: no more renewals, access to the period end (see lifecycle.cancel). Another
   * user's subscription answers as a missing one. A gateway that renews it by itself is told first
   * (`tellGateway`, outside the database transaction: it is a network call); if it cannot be, nothing changes.
   */
  async cancel(viewer: { id: string; isAdmin: boolean }, id: string, tellGateway?: (sub: SubscriptionRow) => Promise<void>): Promise<SubscriptionRow> {
    const found = await this.byId(id);
    if (!found || (found.user_id !== viewer.id && !viewer.isAdmin)) throw notFound('Subscription not found', 'SUBSCRIPTION_NOT_FOUND');
    const allowed = cancel(found, this.clock.now());
    if (!allowed.ok) throw alreadyEnded(allowed.why);
    if (found.recurring) await tellGateway?.(found);
    return inTransaction(this.db, async (trx, afterCommit) => {
      const sub = (await repo.lock(trx, found.id))!;
      const transition = cancel(sub, this.clock.now());
      if (!transition.ok) throw alreadyEnded(transition.why);
      return this.apply(trx, afterCommit, sub, transition);
    });
  }

  /**
   * The creator blocked the fan: the fan's subscription to them stops renewing (cancelled as the fan would cancel it),
   * and the period paid for runs to its end. Nothing when there is none, or it is cancelled already.
   */
  async stopRenewals(userId: string, performerId: string, tellGateway?: (sub: SubscriptionRow) => Promise<void>): Promise<void> {
    const open = await repo.openOf(this.db, userId, performerId);
    if (!open || !cancel(open, this.clock.now()).ok) return;
    await this.cancel({ id: userId, isAdmin: false }, open.id, tellGateway);
  }

  /**
   * The fan turns their cancelled subscription back on before its period ends (lifecycle.resume): it renews as it
   * did. Only its owner may (another user's answers as a missing one). A subscription a gateway renews by itself
   * (CCBill) was stopped there when it was cancelled and cannot be restarted from here: refused (409), as is one
   * that is not cancelled or whose period is over.
   */
  async resume(userId: string, id: string): Promise<SubscriptionRow> {
    const found = await this.byId(id);
    if (!found || found.user_id !== userId) throw notFound('Subscription not found', 'SUBSCRIPTION_NOT_FOUND');
    return inTransaction(this.db, async (trx, afterCommit) => {
      const sub = (await repo.lock(trx, found.id))!;
      const transition = resume(sub, this.clock.now());
      if (!transition.ok) throw notResumable(transition.why);
      if (sub.recurring && sub.gateway !== null && SELF_RENEWING_GATEWAYS.includes(sub.gateway)) {
        throw notResumable(`${sub.gateway} stopped its renewals when it was cancelled; subscribe again once it ends`);
      }
      return this.apply(trx, afterCommit, sub, transition);
    });
  }

  /** The caller's open subscription to this performer (none: the site's), for cancel by target; 404 when none. */
  async openOf(userId: string, performerId: string | null): Promise<SubscriptionRow> {
    const open = await repo.openOf(this.db, userId, performerId);
    if (!open)
      throw notFound(
        performerId ? 'You have no subscription to this performer to cancel.' : 'You have no site-wide subscription to cancel.',
        'SUBSCRIPTION_NOT_FOUND',
      );
    return open;
  }

  /**
   * Every open subscription whose access is over at `at` (the clock's now by default) becomes expired. Rows are
   * locked and those another process holds are skipped, so two runs at once expire each row once.
   */
  async expireDue(at: Date = this.clock.now()): Promise<number> {
    const graceDays = await this.graceDays();
    let total = 0;
    for (;;) {
      const expired = await inTransaction(this.db, async (trx, afterCommit) => {
        const rows = await repo.lockOver(
          trx,
          isLive(at),
          { gateways: SELF_RENEWING_GATEWAYS, periodEndBefore: new Date(at.getTime() - graceDays * DAY_MS) },
          EXPIRY_BATCH,
        );
        for (const row of rows) await this.apply(trx, afterCommit, row, expireIfOver(row, at));
        return rows.length;
      });
      total += expired;
      if (expired < EXPIRY_BATCH) return total;
    }
  }

  /**
   * "Your subscription renews on ..." to each fan whose recurring subscription renews within RENEWAL_NOTICE_DAYS, once
   * per period: the period end it was sent for is kept, in the transaction of the notices.
   */
  async remindRenewals(at: Date = this.clock.now()): Promise<number> {
    return inTransaction(this.db, async (trx, afterCommit) => {
      const due = await repo.claimRenewalReminders(trx, at, new Date(at.getTime() + RENEWAL_NOTICE_DAYS * DAY_MS), REMINDER_BATCH);
      const names = await displayNames(
        trx,
        due.flatMap((s) => (s.performer_id ? [s.performer_id] : [])),
      );
      for (const sub of due) {
        await this.deps.notify(trx, afterCommit, [sub.user_id], {
          kind: 'subscription_renewing',
          groupKey: null,
          actorId: sub.performer_id,
          subject: {
            title: sub.performer_id ? (names.get(sub.performer_id) ?? 'a creator') : 'the site',
            path: '/user/subscriptions',
            at: new Date(sub.current_period_end).toISOString(),
            amountCents: sub.price_cents,
            currency: sub.currency,
          },
        });
      }
      return due.length;
    });
  }

  /** Recurring subscriptions charged by `gateway` that are due at `at` (the sandbox's renewals). */
  dueForRenewal(gateway: string, at: Date = this.clock.now(), limit = 500): Promise<SubscriptionRow[]> {
    return repo.dueForRenewal(this.db, gateway, at, isLive(at), limit);
  }

  /** hasAccess at the clock's now (for the presenter). */
  hasAccess(sub: SubscriptionRow): boolean {
    return hasAccess(sub, this.clock.now());
  }

  /** The subscriptionGraceDays setting (3 when unset or not a number of days). */
  private async graceDays(trx?: Executor): Promise<number> {
    const days = Number(await this.deps.settings.get('subscriptionGraceDays', 3, trx));
    return Number.isFinite(days) && days >= 0 ? days : 3;
  }

  private async move(trx: Executor, afterCommit: AfterCommit, sub: SubscriptionRow, transition: Transition): Promise<SubscriptionRow | string> {
    if (!transition.ok) return transition.why;
    return this.apply(trx, afterCommit, sub, transition);
  }

  private async apply(trx: Executor, afterCommit: AfterCommit, sub: SubscriptionRow, transition: Transition): Promise<SubscriptionRow> {
    if (!transition.ok) return sub;
    const row = await repo.update(trx, sub.id, transition.change);
    await this.tellCentre(trx, afterCommit, sub, row);
    this.notify(afterCommit, row);
    return row;
  }

  /** The change's notices (subscriptionNotices), each titled with the other party's name. */
  private async tellCentre(trx: Executor, afterCommit: AfterCommit, before: SubscriptionRow | null, after: SubscriptionRow): Promise<void> {
    const notices = subscriptionNotices(before, after);
    if (notices.length === 0) return;
    const names = await displayNames(trx, [after.user_id, ...(after.performer_id ? [after.performer_id] : [])]);
    for (const { userId, nameOf, event } of notices) {
      const title = names.get(nameOf === 'fan' ? after.user_id : (after.performer_id ?? '')) ?? 'the site';
      await this.deps.notify(trx, afterCommit, [userId], { ...event, subject: { ...event.subject, title } });
    }
  }

  private notify(afterCommit: AfterCommit, row: SubscriptionRow): void {
    const payload = { subscriptionId: row.id, status: row.status, currentPeriodEnd: row.current_period_end.toISOString() };
    afterCommit(() => {
      this.deps.realtime.toUser(row.user_id, SOCKET_EVENTS.subscriptionStatus, payload);
      if (row.performer_id) this.deps.realtime.toUser(row.performer_id, SOCKET_EVENTS.subscriptionStatus, payload);
    });
  }
}
