/**
 * @jest-environment node
 */
// The sellable-kind registry: every kind of order line has one module that checkout, settlement and refunds go
// through, and a subscription's renewal is settled as a first payment is (one money path), so a renewal charged for
// a subscription that has ended is refunded automatically rather than kept.
import { sandboxRenewalId } from '../../server/payments/sandbox/events';
import { sandboxWebhook } from './helpers/checkout';
import { createSubscriptionApp, earningsOf, newFan, performerWithPackage, subscribed, subscriptionsOf } from './helpers/subscriptions';
import type { TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  ({ t } = await createSubscriptionApp());
}, 60_000);
afterAll(() => t.close());

const renewalEvent = (id: string, sub: { id: string; current_period_end: Date }) => ({
  id,
  type: 'subscription.renewed',
  subscriptionId: sub.id,
  renewalId: sandboxRenewalId(sub.id, sub.current_period_end),
  amount: 500,
  currency: 'USD',
  createdAt: new Date().toISOString(),
});

const renewalsOf = (subscriptionId: string) =>
  t.db.selectFrom('transactions').selectAll().where('subscription_id', '=', subscriptionId).where('type', '=', 'subscription_renewal').execute();

describe('sellable kinds', () => {
  it('has one kind per order line type, each declaring its earning source', () => {
    const { sellables } = t.app.services;
    expect(Object.keys(sellables).sort()).toEqual(['creator_post', 'gallery', 'message', 'product', 'shipping', 'subscription', 'tip', 'video']);
    for (const [lineType, kind] of Object.entries(sellables)) {
      expect(kind.lineType).toBe(lineType);
      expect(kind.earningSource).toBe(lineType);
    }
    expect(sellables.video.intentOf({ id: 'ABC' })).toBe('video:abc');
    expect(sellables.subscription.intentOf({ packageId: 'P1' })).toBe('package:p1');
    // A cart is its exact contents, whatever the order they are listed in.
    const cart = (products: Array<{ _id: string; quantity: number }>) => sellables.product.intentOf({ products });
    expect(
      cart([
        { _id: 'a', quantity: 1 },
        { _id: 'b', quantity: 2 },
      ]),
    ).toBe(
      cart([
        { _id: 'B', quantity: 2 },
        { _id: 'A', quantity: 1 },
      ]),
    );
    expect(cart([{ _id: 'a', quantity: 1 }])).not.toBe(cart([{ _id: 'a', quantity: 2 }]));
  });

  it('a renewal is a paid order like a first payment: its line names the period, the performer earns from it', async () => {
    const { performer, packageId } = await performerWithPackage(t);
    const fan = await newFan(t);
    await subscribed(t, fan, packageId);
    const [sub] = await subscriptionsOf(t, fan.id);

    expect((await sandboxWebhook(t, renewalEvent('kinds-renewal', sub))).json().data.outcomes).toEqual(['applied: renewed']);
    const [renewal] = await renewalsOf(sub.id);
    expect(renewal).toMatchObject({ status: 'success', amount_cents: 500, gateway_reference: sandboxRenewalId(sub.id, sub.current_period_end) });
    const order = await t.db.selectFrom('orders').selectAll().where('id', '=', renewal.order_id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'paid', kind: 'subscription', total_cents: 500 });
    const [line] = await t.db.selectFrom('order_lines').selectAll().where('order_id', '=', order.id).execute();
    expect(line).toMatchObject({ object_type: 'subscription', object_id: packageId, period_days: 30, recurring: true });
    expect(line.name).toMatch(/^Monthly \(renewal\): /);
    const earnings = await earningsOf(t, performer.id);
    expect(earnings.map((e) => [e.source_type, e.gross_cents])).toEqual([
      ['subscription', 500],
      ['subscription', 500],
    ]);
  });

  it('a renewal charged after the subscription was cancelled is refunded automatically: no period, no earning', async () => {
    const { performer, packageId } = await performerWithPackage(t);
    const fan = await newFan(t);
    await subscribed(t, fan, packageId);
    const [sub] = await subscriptionsOf(t, fan.id);
    const cancelled = await t.request({ method: 'POST', url: `/api/subscriptions/cancel/${sub.id}`, token: fan.token });
    expect(cancelled.statusCode).toBe(200);

    const outcomes = (await sandboxWebhook(t, renewalEvent('kinds-late-renewal', sub))).json().data.outcomes;
    expect(outcomes).toEqual(['not renewed: the renewal was refunded automatically']);
    const [renewal] = await renewalsOf(sub.id);
    expect(renewal.status).toBe('refunded');
    const refunds = await t.db.selectFrom('refunds').selectAll().where('transaction_id', '=', renewal.id).execute();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount_cents: 500 });
    expect(refunds[0].reason).toMatch(/could not be renewed: a cancelled subscription is not renewed/);
    const order = await t.db.selectFrom('orders').select(['status']).where('id', '=', renewal.order_id).executeTakeFirstOrThrow();
    expect(order.status).toBe('refunded');

    const [after] = await subscriptionsOf(t, fan.id);
    expect(after.status).toBe('cancelled');
    expect(after.current_period_end.getTime()).toBe(sub.current_period_end.getTime());
    expect((await earningsOf(t, performer.id)).map((e) => e.status)).toEqual(['earned']);
  });
});
