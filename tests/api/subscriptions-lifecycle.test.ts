/**
 * @jest-environment node
 */
// The subscription's state machine through the real routes and the sandbox's signed webhooks, with the server's
// clock moved by the test: subscribe, renew, fail, grace, recover, cancel, expire, and access (the video detail's
// canView) opening and closing exactly at each boundary.
import type { ManualClock } from '../../server/clock';
import { sandboxRenewalId } from '../../server/payments/sandbox/events';
import { SubscriptionJobs } from '../../server/modules/subscriptions/scheduler';
import { SandboxProcessor } from '../../server/payments/sandbox/processor';
import { injectTransport } from '../../server/payments/webhook-transport';
import { sandboxSecret, sandboxWebhook } from './helpers/checkout';
import { canView, createSubscriptionApp, DAY, earningsOf, newFan, performerWithPackage, subscribed, subscriptionsOf } from './helpers/subscriptions';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let clock: ManualClock;

beforeAll(async () => {
  ({ t, clock } = await createSubscriptionApp());
}, 60_000);
afterAll(() => t.close());

const jobs = () => t.app.services.subscriptionJobs;
const ms = (date: Date) => date.getTime();

describe('the subscription lifecycle', () => {
  it('subscribes, renews each period, fails into past due with grace, recovers, and closes access exactly at each end', async () => {
    const { performer, packageId, videoId } = await performerWithPackage(t);
    const fan = await newFan(t);
    expect(await canView(t, fan, videoId)).toBe(false);

    const paidAt = clock.now();
    const txId = await subscribed(t, fan, packageId);
    let [sub] = await subscriptionsOf(t, fan.id);
    expect(sub).toMatchObject({
      status: 'active',
      performer_id: performer.id,
      package_id: packageId,
      price_cents: 500,
      period_days: 30,
      recurring: true,
      gateway: 'sandbox',
    });
    expect(ms(sub.current_period_end)).toBe(ms(paidAt) + 30 * DAY);
    const tx = await t.db.selectFrom('transactions').selectAll().where('id', '=', txId).executeTakeFirstOrThrow();
    expect(tx).toMatchObject({ type: 'subscription', status: 'success', subscription_id: sub.id });
    expect((await earningsOf(t, performer.id)).map((e) => e.gross_cents)).toEqual([500]);
    expect(await canView(t, fan, videoId)).toBe(true);

    // The period's last millisecond still opens it; its end closes it, until the renewal lands.
    const firstEnd = sub.current_period_end;
    clock.set(new Date(ms(firstEnd) - 1));
    expect(await canView(t, fan, videoId)).toBe(true);
    clock.set(firstEnd);
    expect(await canView(t, fan, videoId)).toBe(false);
    expect(await jobs().runDue()).toEqual({ renewed: 1, declined: 0, undelivered: 0, expired: 0 });
    [sub] = await subscriptionsOf(t, fan.id);
    expect(sub.status).toBe('active');
    expect(ms(sub.current_period_end)).toBe(ms(firstEnd) + 30 * DAY);
    expect(await canView(t, fan, videoId)).toBe(true);
    const renewals = await t.db
      .selectFrom('transactions')
      .selectAll()
      .where('subscription_id', '=', sub.id)
      .where('type', '=', 'subscription_renewal')
      .execute();
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ status: 'success', amount_cents: 500, gateway_reference: sandboxRenewalId(sub.id, firstEnd) });
    const renewalOrder = await t.db.selectFrom('orders').selectAll().where('id', '=', renewals[0].order_id).executeTakeFirstOrThrow();
    expect(renewalOrder).toMatchObject({ kind: 'subscription', status: 'paid', total_cents: 500 });
    expect((await earningsOf(t, performer.id)).map((e) => e.transaction_id)).toEqual([txId, renewals[0].id]);

    // A second run at the same time finds nothing due.
    expect(await jobs().runDue()).toEqual({ renewed: 0, declined: 0, undelivered: 0, expired: 0 });

    // The next renewal is declined: past due, with access for the grace days (3 by default).
    const secondEnd = sub.current_period_end;
    await jobs().failNextRenewal();
    clock.set(secondEnd);
    const failed = await jobs().runDue();
    expect(failed.declined).toBe(1);
    [sub] = await subscriptionsOf(t, fan.id);
    expect(sub.status).toBe('past_due');
    expect(ms(sub.grace_until!)).toBe(ms(secondEnd) + 3 * DAY);
    expect(await canView(t, fan, videoId)).toBe(true);
    clock.set(new Date(ms(sub.grace_until!) - 1));
    expect(await canView(t, fan, videoId)).toBe(true);
    expect(await jobs().expireDue()).toBe(0);

    // A later renewal succeeds within the grace: active again, the new period following the one that lapsed.
    expect((await jobs().runDue()).renewed).toBe(1);
    [sub] = await subscriptionsOf(t, fan.id);
    expect(sub).toMatchObject({ status: 'active', grace_until: null });
    expect(ms(sub.current_period_end)).toBe(ms(secondEnd) + 30 * DAY);
    expect(await earningsOf(t, performer.id)).toHaveLength(3);
  });

  it('a past-due subscription whose grace runs out expires, and access closes at the grace end', async () => {
    const { packageId, videoId } = await performerWithPackage(t);
    const fan = await newFan(t);
    await subscribed(t, fan, packageId);
    let [sub] = await subscriptionsOf(t, fan.id);
    await t.app.services.settings.set('sandboxRenewalOutcome', 'decline');
    try {
      clock.set(sub.current_period_end);
      await jobs().runDue();
      [sub] = await subscriptionsOf(t, fan.id);
      expect(sub.status).toBe('past_due');
      clock.set(sub.grace_until!);
      expect(await canView(t, fan, videoId)).toBe(false);
      const run = await jobs().runDue();
      expect(run.renewed).toBe(0);
      expect(run.expired).toBeGreaterThanOrEqual(1);
      [sub] = await subscriptionsOf(t, fan.id);
      expect(sub).toMatchObject({ status: 'expired', grace_until: null });
      expect(sub.ended_at).not.toBeNull();
    } finally {
      await t.app.services.settings.set('sandboxRenewalOutcome', 'approve');
    }
  });

  it('a cancelled subscription keeps access to its period end, is not renewed, then expires; subscribing again starts a new one', async () => {
    const { performer, packageId, videoId } = await performerWithPackage(t);
    const fan = await newFan(t);
    await subscribed(t, fan, packageId);
    const cancelled = await t.request({ method: 'POST', url: '/api/subscriptions/cancel', token: fan.token, payload: { performerId: performer.id } });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', hasAccess: true, nextChargeAt: null });
    let [sub] = await subscriptionsOf(t, fan.id);
    expect(cancelled.json().data.accessUntil).toBe(sub.current_period_end.toISOString());

    clock.set(new Date(ms(sub.current_period_end) - 1));
    expect(await canView(t, fan, videoId)).toBe(true);
    clock.set(sub.current_period_end);
    expect(await canView(t, fan, videoId)).toBe(false);
    const run = await jobs().runDue();
    expect(run.renewed).toBe(0);
    [sub] = await subscriptionsOf(t, fan.id);
    expect(sub.status).toBe('expired');
    expect(await earningsOf(t, performer.id)).toHaveLength(1);

    await subscribed(t, fan, packageId);
    const rows = await subscriptionsOf(t, fan.id);
    expect(rows.map((r) => r.status)).toEqual(['expired', 'active']);
    expect(ms(rows[1].current_period_end)).toBe(ms(clock.now()) + 30 * DAY);
    expect(await canView(t, fan, videoId)).toBe(true);
  });

  it('a one-off package is never renewed and expires at its period end', async () => {
    const { packageId, videoId } = await performerWithPackage(t, { recurring: false, periodDays: 7 });
    const fan = await newFan(t);
    await subscribed(t, fan, packageId);
    let [sub] = await subscriptionsOf(t, fan.id);
    expect(sub.recurring).toBe(false);
    clock.set(sub.current_period_end);
    const run = await jobs().runDue();
    expect(run.renewed).toBe(0);
    [sub] = await subscriptionsOf(t, fan.id);
    expect(sub.status).toBe('expired');
    expect(await canView(t, fan, videoId)).toBe(false);
  });

  it('the same renewal delivered again, under another event id, and twice at once records one period and one earning', async () => {
    const { performer, packageId } = await performerWithPackage(t);
    const fan = await newFan(t);
    await subscribed(t, fan, packageId);
    const [before] = await subscriptionsOf(t, fan.id);
    const renewalId = sandboxRenewalId(before.id, before.current_period_end);
    const event = (id: string) => ({
      id,
      type: 'subscription.renewed',
      subscriptionId: before.id,
      renewalId,
      amount: 500,
      currency: 'USD',
      createdAt: new Date().toISOString(),
    });

    const first = await sandboxWebhook(t, event('renewal-once'));
    expect(first.json().data.outcomes).toEqual(['applied: renewed']);
    expect((await sandboxWebhook(t, event('renewal-once'))).json().data.outcomes).toEqual(['replay: this event was received before']);
    expect((await sandboxWebhook(t, event('renewal-again'))).json().data.outcomes).toEqual(['ignored: this renewal was recorded before']);
    const together = await Promise.all([sandboxWebhook(t, event('renewal-together')), sandboxWebhook(t, event('renewal-together'))]);
    expect(together.map((r) => r.statusCode)).toEqual([200, 200]);

    const [after] = await subscriptionsOf(t, fan.id);
    expect(ms(after.current_period_end)).toBe(ms(before.current_period_end) + 30 * DAY);
    expect(await earningsOf(t, performer.id)).toHaveLength(2);
    const renewals = await t.db
      .selectFrom('transactions')
      .select('id')
      .where('subscription_id', '=', before.id)
      .where('type', '=', 'subscription_renewal')
      .execute();
    expect(renewals).toHaveLength(1);

    // A renewal for a price the subscription does not have is not a period.
    const cheap = await sandboxWebhook(t, { ...event('renewal-cheap'), renewalId: `${renewalId}-other`, amount: 1 });
    expect(cheap.json().data.outcomes).toEqual([expect.stringMatching(/^ignored: the gateway charged 1 cents/)]);
    expect((await subscriptionsOf(t, fan.id))[0].current_period_end).toEqual(after.current_period_end);
  });

  it('two schedulers running at once (another process) renew a due subscription once and expire each row once', async () => {
    const { performer, packageId } = await performerWithPackage(t);
    const fan = await newFan(t);
    await subscribed(t, fan, packageId);
    const [sub] = await subscriptionsOf(t, fan.id);
    const { subscriptions, settings } = t.app.services;
    const other = new SubscriptionJobs(subscriptions, settings, new SandboxProcessor(sandboxSecret(t), () => injectTransport(t.app)));
    clock.set(sub.current_period_end);
    await Promise.all([jobs().runDue(), other.runDue()]);
    const [after] = await subscriptionsOf(t, fan.id);
    expect(ms(after.current_period_end)).toBe(ms(sub.current_period_end) + 30 * DAY);
    expect(await earningsOf(t, performer.id)).toHaveLength(2);

    await t.request({ method: 'POST', url: `/api/subscriptions/cancel/${sub.id}`, token: fan.token });
    clock.set(after.current_period_end);
    const [a, b] = await Promise.all([subscriptions.expireDue(), subscriptions.expireDue()]);
    expect((await subscriptionsOf(t, fan.id))[0].status).toBe('expired');
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await subscriptions.expireDue()).toBe(0);
  });

  it('a refunded subscription payment ends the subscription now and reverses its earning', async () => {
    const { performer, packageId, videoId } = await performerWithPackage(t);
    const fan = await newFan(t);
    const txId = await subscribed(t, fan, packageId);
    const admin = await t.login('admin', 'admin12345');
    const refund = await t.request({ method: 'POST', url: `/api/payment/transactions/${txId}/refund`, token: admin });
    expect(refund.statusCode).toBe(200);
    const [sub] = await subscriptionsOf(t, fan.id);
    expect(sub.status).toBe('expired');
    expect((await earningsOf(t, performer.id)).map((e) => e.status)).toEqual(['reversed']);
    expect(await canView(t, fan, videoId)).toBe(false);
  });

  it('a refunded renewal ends the subscription and reverses that renewal’s earning only', async () => {
    const { performer, packageId } = await performerWithPackage(t);
    const fan = await newFan(t);
    await subscribed(t, fan, packageId);
    let [sub] = await subscriptionsOf(t, fan.id);
    clock.set(sub.current_period_end);
    await jobs().runDue();
    const renewal = await t.db
      .selectFrom('transactions')
      .select('id')
      .where('subscription_id', '=', sub.id)
      .where('type', '=', 'subscription_renewal')
      .executeTakeFirstOrThrow();
    const admin = await t.login('admin', 'admin12345');
    const refund = await t.request({ method: 'POST', url: `/api/payment/transactions/${renewal.id}/refund`, token: admin });
    expect(refund.json().data.status).toBe('refunded');
    [sub] = await subscriptionsOf(t, fan.id);
    expect(sub.status).toBe('expired');
    expect((await earningsOf(t, performer.id)).map((e) => [e.transaction_id === renewal.id, e.status])).toEqual([
      [false, 'earned'],
      [true, 'reversed'],
    ]);
  });

  it('tells the fan and the performer over the socket of the start, a renewal, a failure and the end', async () => {
    const { performer, packageId } = await performerWithPackage(t);
    const fan = await newFan(t);
    const toUser = jest.spyOn(t.app.services.realtime, 'toUser');
    try {
      await subscribed(t, fan, packageId);
      const [sub] = await subscriptionsOf(t, fan.id);
      clock.set(sub.current_period_end);
      await jobs().runDue();
      // Declined for everyone (earlier tests' subscriptions fall due too, and one of them could take a one-off decline).
      await t.app.services.settings.set('sandboxRenewalOutcome', 'decline');
      clock.set((await subscriptionsOf(t, fan.id))[0].current_period_end);
      await jobs().runDue();
      await t.app.services.settings.set('sandboxRenewalOutcome', 'approve');
      await t.request({ method: 'POST', url: `/api/subscriptions/cancel/${sub.id}`, token: fan.token });
      const told = (userId: string) =>
        toUser.mock.calls
          .filter(
            ([to, event, payload]) => to === userId && event === 'subscription/status' && (payload as { subscriptionId: string }).subscriptionId === sub.id,
          )
          .map(([, , payload]) => (payload as { status: string }).status);
      expect(told(fan.id)).toEqual(['active', 'active', 'past_due', 'expired']);
      expect(told(performer.id)).toEqual(told(fan.id));
      const last = toUser.mock.calls.filter(([to, event]) => to === fan.id && event === 'subscription/status').at(-1)![2];
      expect(last).toEqual({ subscriptionId: sub.id, status: 'expired', currentPeriodEnd: expect.any(String) });
    } finally {
      toUser.mockRestore();
      await t.app.services.settings.set('sandboxRenewalOutcome', 'approve');
    }
  });
});
