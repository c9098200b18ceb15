/**
 * @jest-environment node
 */
// Partial refunds: an admin refunds some lines of a paid order (a subscription line: its period). What those lines
// gave is taken back, their earnings reversed, their amount refunded through the gateway and confirmed by it; the
// rest of the order stands. Refunding a renewal shortens the subscription by that period only.
import { createPerformer, createProduct, createUser } from './helpers/catalogue';
import { decide, pendingPurchase, purchaseProducts, SHIPPING, type Buyer } from './helpers/checkout';
import { createSubscriptionApp, earningsOf, newFan, performerWithPackage, subscribed, subscriptionsOf, DAY } from './helpers/subscriptions';
import type { ManualClock } from '../../server/clock';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let clock: ManualClock;
let admin: string;

beforeAll(async () => {
  ({ t, clock } = await createSubscriptionApp());
  const user = await createUser(t.db, { roles: ['admin'] });
  admin = await t.login(user.username, 'test-password');
}, 60_000);
afterAll(() => t.close());

const refund = (txId: string, lineIds?: string[]) =>
  t.request({ method: 'POST', url: `/api/payment/transactions/${txId}/refund`, token: admin, payload: lineIds ? { lineIds } : {} });
const owns = (buyerId: string, productId: string) =>
  t.db.selectFrom('purchases').select('object_id').where('user_id', '=', buyerId).where('object_id', '=', productId).executeTakeFirst().then(Boolean);

describe('refunding some lines of a paid order', () => {
  it('takes back only those lines, reverses only their earnings, refunds their amount through the gateway; the last lines make the payment refunded', async () => {
    const performer = await createPerformer(t.db);
    const ebook = await createProduct(t.db, { performer_id: performer.id, type: 'digital', stock: null, price_cents: 700, name: 'Ebook' });
    const poster = await createProduct(t.db, { performer_id: performer.id, type: 'digital', stock: null, price_cents: 300, name: 'Poster' });
    const mug = await createProduct(t.db, { performer_id: performer.id, stock: 2, price_cents: 1000, name: 'Mug' });
    const user = await createUser(t.db);
    const fan: Buyer = { id: user.id, token: await t.login(user.username, 'test-password') };
    const res = await purchaseProducts(t, fan, { products: [ebook, poster, mug].map((p) => ({ _id: p.id, quantity: 1 })), shipping: SHIPPING });
    const txId = await pendingPurchase(res);
    await decide(t, fan, txId, 'approve');
    const lineOf = (id: string) => res.json().data.order.lines.find((l: { objectId: string }) => l.objectId === id)._id as string;

    const first = await refund(txId, [lineOf(ebook.id), lineOf(mug.id)]);
    expect(first.json().data).toMatchObject({ status: 'success', amount: 2000, refunded: 1700 });
    expect([await owns(fan.id, ebook.id), await owns(fan.id, poster.id)]).toEqual([false, true]);
    const stock = await t.db.selectFrom('products').select('stock').where('id', '=', mug.id).executeTakeFirstOrThrow();
    expect(stock.stock).toBe(2);
    const earnings = await t.db.selectFrom('earnings').select(['source_id', 'status']).where('transaction_id', '=', txId).orderBy('gross_cents').execute();
    expect(earnings).toEqual([
      { source_id: poster.id, status: 'earned' },
      { source_id: ebook.id, status: 'reversed' },
      { source_id: mug.id, status: 'reversed' },
    ]);
    const refunds = await t.db.selectFrom('refunds').select(['amount_cents', 'status']).where('transaction_id', '=', txId).execute();
    expect(refunds).toEqual([{ amount_cents: 1700, status: 'confirmed' }]);
    const order = await t.db.selectFrom('orders').select(['status', 'status_reason']).where('id', '=', res.json().data.order._id).executeTakeFirstOrThrow();
    expect(order.status).toBe('paid');
    expect(order.status_reason).toMatch(/"Ebook", "Mug" refunded \(1700 cents\)/);

    const again = await refund(txId, [lineOf(ebook.id)]);
    expect({ status: again.statusCode, code: again.json().code }).toEqual({ status: 422, code: 'LINE_ALREADY_REFUNDED' });
    const stranger = await refund(txId, ['6b1f3a1e-0000-4000-8000-000000000000']);
    expect(stranger.statusCode).toBe(404);

    const last = await refund(txId, [lineOf(poster.id)]);
    expect(last.json().data).toMatchObject({ status: 'refunded', refunded: 2000 });
    expect(await owns(fan.id, poster.id)).toBe(false);
    expect((await t.db.selectFrom('orders').select('status').where('id', '=', res.json().data.order._id).executeTakeFirstOrThrow()).status).toBe('refunded');
  });
});

describe('refunding one subscription period', () => {
  it('shortens the subscription by the refunded renewal period only, and reverses that period’s earning', async () => {
    const { performer, packageId } = await performerWithPackage(t);
    const fan = await newFan(t);
    await subscribed(t, fan, packageId);
    let [sub] = await subscriptionsOf(t, fan.id);
    clock.set(sub.current_period_end);
    expect((await t.app.services.subscriptionJobs.runDue()).renewed).toBe(1);
    [sub] = await subscriptionsOf(t, fan.id);
    const endAfterRenewal = sub.current_period_end.getTime();
    const renewal = await t.db
      .selectFrom('transactions')
      .selectAll()
      .where('subscription_id', '=', sub.id)
      .where('type', '=', 'subscription_renewal')
      .executeTakeFirstOrThrow();

    // Looked at from inside the first period (as when a renewal is charged ahead of its period), the period it
    // paid for is what goes: the first stays paid.
    const firstEnd = endAfterRenewal - 30 * DAY;
    clock.set(new Date(firstEnd - 10 * DAY));
    const res = await refund(renewal.id);
    expect(res.json().data.status).toBe('refunded');
    [sub] = await subscriptionsOf(t, fan.id);
    expect(sub.status).toBe('active');
    expect(sub.current_period_end.getTime()).toBe(firstEnd);
    expect((await earningsOf(t, performer.id)).map((e) => e.status)).toEqual(['earned', 'reversed']);
    // Refunding the first payment too takes its period back: nothing paid is left, so it ends now.
    const first = await t.db
      .selectFrom('transactions')
      .selectAll()
      .where('subscription_id', '=', sub.id)
      .where('type', '=', 'subscription')
      .executeTakeFirstOrThrow();
    await refund(first.id);
    [sub] = await subscriptionsOf(t, fan.id);
    expect(sub.status).toBe('expired');
  });
});
