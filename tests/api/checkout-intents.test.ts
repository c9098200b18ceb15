/**
 * @jest-environment node
 */
// One payable intent at a time: double clicks and parallel requests answer the open order; a payment that lands
// anyway for something already paid or closed is refunded automatically; coupons held by open orders; terms frozen
// on the order line; the buyer's Pay now and Cancel; sellers move deliveries, never money.
import { randomUUID } from 'node:crypto';
import { createPerformer, createProduct, createUser, createVideo } from './helpers/catalogue';
import { createCheckoutApp, decide, ledger, purchaseProducts, purchaseVideo, sandboxWebhook, SHIPPING, type Buyer } from './helpers/checkout';
import { performerWithPackage, subscribe, subscriptionsOf } from './helpers/subscriptions';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let seller: { id: string; token: string };
const DAY = 24 * 60 * 60 * 1000;

async function newBuyer(): Promise<Buyer> {
  const user = await createUser(t.db);
  return { id: user.id, token: await t.login(user.username, 'test-password') };
}

const approvedEvent = (txId: string, amount: number) => ({
  id: `late-${randomUUID()}`,
  type: 'payment.approved',
  transactionId: txId,
  amount,
  currency: 'USD',
  createdAt: new Date().toISOString(),
});
const cancel = (buyer: Buyer, orderId: string) => t.request({ method: 'POST', url: `/api/orders/${orderId}/cancel`, token: buyer.token });
const ordersOf = (buyerId: string) => t.db.selectFrom('orders').selectAll().where('buyer_id', '=', buyerId).orderBy('created_at').execute();
const transactionsOf = (buyerId: string) => t.db.selectFrom('transactions').selectAll().where('buyer_id', '=', buyerId).orderBy('created_at').execute();
const earningsFor = (performerId: string) =>
  t.db.selectFrom('earnings').selectAll().where('performer_id', '=', performerId).where('status', '=', 'earned').execute();
const refundsOf = (txId: string) => t.db.selectFrom('refunds').selectAll().where('transaction_id', '=', txId).execute();

beforeAll(async () => {
  t = await createCheckoutApp();
  const performer = await createPerformer(t.db, { name: 'Intent Seller' });
  seller = { id: performer.id, token: await t.login(performer.username, 'test-password') };
}, 60_000);
afterAll(() => t.close());

describe('one payable intent at a time', () => {
  it('twenty parallel purchases of one video by one fan make one order and one payment address; paying it charges and earns once', async () => {
    const video = await createVideo(t.db, { performer_id: seller.id, access: 'sale', price_cents: 700 });
    const fan = await newBuyer();
    const answers = await Promise.all(Array.from({ length: 20 }, () => purchaseVideo(t, fan, video.id)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => r.json().data.order._id)).size).toBe(1);
    expect(new Set(answers.map((r) => r.json().data.paymentUrl)).size).toBe(1);
    expect(await ordersOf(fan.id)).toHaveLength(1);
    expect(await transactionsOf(fan.id)).toHaveLength(1);
    const txId = answers[0].json().data.transaction._id;
    await Promise.all([decide(t, fan, txId, 'approve'), decide(t, fan, txId, 'approve')]);
    expect((await transactionsOf(fan.id)).map((x) => x.status)).toEqual(['success']);
    expect((await earningsFor(seller.id)).filter((e) => e.source_id === video.id)).toHaveLength(1);
  });

  it('buy, then buy again before paying: the second click answers the open order', async () => {
    const video = await createVideo(t.db, { performer_id: seller.id, access: 'sale', price_cents: 300 });
    const fan = await newBuyer();
    const first = (await purchaseVideo(t, fan, video.id)).json().data;
    const second = (await purchaseVideo(t, fan, video.id)).json().data;
    expect(second.order._id).toBe(first.order._id);
    expect(second.transaction._id).toBe(first.transaction._id);
    expect(second.paymentUrl).toBe(first.paymentUrl);
  });

  it('five parallel subscribe clicks make one order', async () => {
    const { packageId } = await performerWithPackage(t);
    const fan = await newBuyer();
    const answers = await Promise.all(Array.from({ length: 5 }, () => subscribe(t, { ...fan, username: '' }, packageId)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(answers.map((r) => r.json().data.order._id)).size).toBe(1);
    expect(await transactionsOf(fan.id)).toHaveLength(1);
  });

  it('the database refuses a second open order for the same intent, whatever the code does', async () => {
    const video = await createVideo(t.db, { performer_id: seller.id, access: 'sale', price_cents: 300 });
    const fan = await newBuyer();
    const { order } = (await purchaseVideo(t, fan, video.id)).json().data;
    const row = await t.db.selectFrom('orders').selectAll().where('id', '=', order._id).executeTakeFirstOrThrow();
    await expect(
      t.db
        .insertInto('orders')
        .values({
          buyer_id: fan.id,
          kind: 'video',
          currency: 'USD',
          subtotal_cents: 300,
          total_cents: 300,
          coupon_id: null,
          coupon_code: null,
          shipping_name: null,
          shipping_address: null,
          shipping_phone: null,
          shipping_postal_code: null,
          intent_key: row.intent_key,
          payment_url: null,
        })
        .execute(),
    ).rejects.toThrow(/orders_open_intent_key/);
  });
});

describe('a payment that pays for nothing is refunded automatically', () => {
  it('a payment landing on a cancelled checkout after the fan bought through a new one: refunded, no second earning', async () => {
    const video = await createVideo(t.db, { performer_id: seller.id, access: 'sale', price_cents: 900 });
    const fan = await newBuyer();
    const first = (await purchaseVideo(t, fan, video.id)).json().data;
    expect((await cancel(fan, first.order._id)).statusCode).toBe(200);
    const second = (await purchaseVideo(t, fan, video.id)).json().data;
    expect(second.order._id).not.toBe(first.order._id);
    await decide(t, fan, second.transaction._id, 'approve');
    // The first tab's payment arrives anyway (it was approved at the gateway before the cancel reached it).
    const late = await sandboxWebhook(t, approvedEvent(first.transaction._id, 900));
    expect(late.json().data.outcomes).toEqual(['refunded automatically: a payment for a checkout that was already cancelled']);
    const txs = await transactionsOf(fan.id);
    expect(txs.map((x) => [x.id, x.status, x.refunded_cents])).toEqual([
      [first.transaction._id, 'refunded', 900],
      [second.transaction._id, 'success', 0],
    ]);
    expect((await refundsOf(first.transaction._id)).map((r) => [r.amount_cents, r.status])).toEqual([[900, 'confirmed']]);
    expect((await earningsFor(seller.id)).filter((e) => e.source_id === video.id)).toHaveLength(1);
    const bought = await t.request({ method: 'GET', url: `/api/user/assets/videos/${video.id}`, token: fan.token });
    expect(bought.json().data.isBought).toBe(true);
    const order = (await t.request({ method: 'GET', url: `/api/orders/details/${first.order._id}`, token: fan.token })).json().data;
    expect(order.statusReason).toMatch(/refunded automatically/);
  });

  it('a second subscription payment to the same performer (another package) is refunded whole; one subscription, one earning', async () => {
    const { performer, packageId } = await performerWithPackage(t);
    const other = await t.db
      .insertInto('subscription_packages')
      .values({ performer_id: performer.id, name: 'Quarterly', price_cents: 1200, period_days: 90 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fan = { ...(await newBuyer()), username: '' };
    const a = (await subscribe(t, fan, packageId)).json().data;
    const b = (await subscribe(t, fan, other.id)).json().data;
    await decide(t, fan, a.transaction._id, 'approve');
    const second = (await decide(t, fan, b.transaction._id, 'approve')).json().data;
    expect(second).toMatchObject({ transaction: { status: 'refunded' }, orderStatus: 'refunded' });
    expect((await refundsOf(b.transaction._id)).map((r) => [r.amount_cents, r.status])).toEqual([[1200, 'confirmed']]);
    expect(await subscriptionsOf(t, fan.id)).toHaveLength(1);
    expect(await earningsFor(performer.id)).toHaveLength(1);
  });

  it('paying a cart supersedes the open cart holding the same digital product; its late payment is refunded', async () => {
    const ebook = await createProduct(t.db, { performer_id: seller.id, type: 'digital', stock: null, price_cents: 500 });
    const poster = await createProduct(t.db, { performer_id: seller.id, type: 'digital', stock: null, price_cents: 250 });
    const fan = await newBuyer();
    const small = (await purchaseProducts(t, fan, { products: [{ _id: ebook.id, quantity: 1 }] })).json().data;
    const big = (
      await purchaseProducts(t, fan, {
        products: [
          { _id: ebook.id, quantity: 1 },
          { _id: poster.id, quantity: 1 },
        ],
      })
    ).json().data;
    await decide(t, fan, big.transaction._id, 'approve');
    const orders = await ordersOf(fan.id);
    expect(orders.map((o) => [o.id, o.status])).toEqual([
      [small.order._id, 'cancelled'],
      [big.order._id, 'paid'],
    ]);
    expect(orders[0].status_reason).toMatch(new RegExp(`Superseded by order #${big.order.number}`));
    const late = await sandboxWebhook(t, approvedEvent(small.transaction._id, 500));
    expect(late.json().data.outcomes[0]).toMatch(/^refunded automatically/);
    expect((await earningsFor(seller.id)).filter((e) => e.source_id === ebook.id)).toHaveLength(1);
  });
});

describe('coupons held by open orders', () => {
  it('an expired checkout gives its coupon use back', async () => {
    const coupon = await t.db
      .insertInto('coupons')
      .values({ code: 'HOLDME', discount_bp: 1000, uses_left: 1, expires_at: new Date(Date.now() + 30 * DAY) })
      .returningAll()
      .executeTakeFirstOrThrow();
    const video = await createVideo(t.db, { performer_id: seller.id, access: 'sale', price_cents: 1000 });
    const fan = await newBuyer();
    expect((await purchaseVideo(t, fan, video.id, { couponCode: 'HOLDME' })).statusCode).toBe(200);
    const usesLeft = async () => (await t.db.selectFrom('coupons').select('uses_left').where('id', '=', coupon.id).executeTakeFirstOrThrow()).uses_left;
    expect(await usesLeft()).toBe(0);
    await t.app.services.payments.expirePending(new Date(Date.now() + 2 * DAY));
    expect(await usesLeft()).toBe(1);
    expect(await t.db.selectFrom('coupon_redemptions').selectAll().where('coupon_id', '=', coupon.id).execute()).toEqual([]);
  });
});

describe('terms frozen at checkout', () => {
  it('a package edited while the payment is open changes nothing for this buyer; the line names the performer', async () => {
    const { performer, packageId } = await performerWithPackage(t, { periodDays: 30, recurring: true, priceCents: 500 });
    const fan = { ...(await newBuyer()), username: '' };
    const open = (await subscribe(t, fan, packageId)).json().data;
    const name = (await t.db.selectFrom('users').select('name').where('id', '=', performer.id).executeTakeFirstOrThrow()).name;
    expect(open.order.lines[0].name).toBe(`Monthly: ${name}`);
    await t.db.updateTable('subscription_packages').set({ period_days: 3650, recurring: false, price_cents: 1 }).where('id', '=', packageId).execute();
    await decide(t, fan, open.transaction._id, 'approve');
    const [sub] = await subscriptionsOf(t, fan.id);
    expect({ period: sub.period_days, recurring: sub.recurring, price: sub.price_cents }).toEqual({ period: 30, recurring: true, price: 500 });
    expect(Math.round((sub.current_period_end.getTime() - sub.started_at.getTime()) / DAY)).toBe(30);
  });
});

describe('Pay now and Cancel', () => {
  it('an order awaiting payment offers its payment address to its buyer only; cancelling closes it for good', async () => {
    const video = await createVideo(t.db, { performer_id: seller.id, access: 'sale', price_cents: 400 });
    const fan = await newBuyer();
    const stranger = await newBuyer();
    const { order, transaction, paymentUrl } = (await purchaseVideo(t, fan, video.id)).json().data;
    const listed = (await t.request({ method: 'GET', url: '/api/orders/users/search', token: fan.token })).json().data.data;
    expect(listed.find((o: { _id: string }) => o._id === order._id).paymentUrl).toBe(paymentUrl);
    const asSeller = (await t.request({ method: 'GET', url: `/api/orders/details/${order._id}`, token: seller.token })).json().data;
    expect(asSeller.paymentUrl).toBeNull();
    expect((await cancel(stranger, order._id)).statusCode).toBe(404);
    const done = await cancel(fan, order._id);
    expect(done.json().data).toMatchObject({ status: 'cancelled', statusReason: 'Cancelled by the buyer', paymentUrl: null });
    expect((await cancel(fan, order._id)).json().code).toBe('ORDER_NOT_OPEN');
    const tooLate = await decide(t, fan, transaction._id, 'approve');
    expect({ status: tooLate.statusCode, code: tooLate.json().code }).toEqual({ status: 409, code: 'PAYMENT_CLOSED' });
    expect((await transactionsOf(fan.id)).map((x) => x.status)).toEqual(['cancelled']);
  });
});

describe('sellers move delivery, not money', () => {
  it('a seller cannot mark a paid line refunded: 400, nothing changes', async () => {
    const mug = await createProduct(t.db, { performer_id: seller.id, stock: 5, price_cents: 1500 });
    const fan = await newBuyer();
    const { transaction, order } = (await purchaseProducts(t, fan, { products: [{ _id: mug.id, quantity: 1 }], shipping: SHIPPING })).json().data;
    await decide(t, fan, transaction._id, 'approve');
    const before = await ledger(t);
    const lineId = order.lines[0]._id;
    const refused = await t.request({ method: 'PUT', url: `/api/orders/${lineId}/update`, token: seller.token, payload: { deliveryStatus: 'refunded' } });
    expect(refused.statusCode).toBe(400);
    expect(await ledger(t)).toEqual(before);
    const shipped = await t.request({
      method: 'PUT',
      url: `/api/orders/${lineId}/update`,
      token: seller.token,
      payload: { deliveryStatus: 'shipping', shippingCode: 'TRACK 1' },
    });
    expect(shipped.json().data.deliveryStatus).toBe('shipping');
  });
});
