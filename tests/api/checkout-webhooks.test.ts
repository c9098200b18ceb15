/**
 * @jest-environment node
 */
// The sandbox and the webhook endpoint: a payment settles everything in one go (order paid, access, stock,
// coupon, earnings, sockets), and no delivery can do it twice or out of turn: missing or wrong signatures,
// replays, the same event at once, a decline after an approval, a refund before the payment.
import { SOCKET_EVENTS } from '../../lib/socket-events';
import { inTransaction } from '../../server/db/unit-of-work';
import { protectedKey } from '../../server/storage';
import { createPerformer, createProduct, createUser, createVideo } from './helpers/catalogue';
import { createCheckoutApp, decide, ledger, pendingPurchase, purchaseProducts, purchaseVideo, sandboxWebhook, SHIPPING, type Buyer } from './helpers/checkout';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let seller: { id: string };
const DAY = 24 * 60 * 60 * 1000;

async function newBuyer(): Promise<Buyer> {
  const user = await createUser(t.db);
  return { id: user.id, token: await t.login(user.username, 'test-password') };
}

const transaction = (id: string) => t.db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const deliveries = (id: string) => t.db.selectFrom('webhook_deliveries').selectAll().where('transaction_id', '=', id).orderBy('received_at').execute();

/** An order for a video for sale, waiting for its payment. */
async function pendingVideo(buyer: Buyer, price = 700) {
  const video = await createVideo(t.db, { performer_id: seller.id, access: 'sale', price_cents: price });
  const txId = await pendingPurchase(await purchaseVideo(t, buyer, video.id));
  return { video, txId };
}

const event = (txId: string, type: string, id = `test-${type}-${txId}`, amount = 700) => ({
  id,
  type,
  transactionId: txId,
  amount,
  currency: 'USD',
  createdAt: new Date().toISOString(),
});

beforeAll(async () => {
  t = await createCheckoutApp();
  seller = await createPerformer(t.db, { name: 'Webhook Seller' });
}, 60_000);
afterAll(() => t.close());

describe('a sandbox approval', () => {
  it('settles the order: paid, unlocked, stock lowered, coupon spent, one earning per line, sockets after commit', async () => {
    const toUser = jest.spyOn(t.app.services.realtime, 'toUser');
    const other = await createPerformer(t.db, { name: 'Zero Commission' });
    await t.db.updateTable('performers').set({ commission_bp: 0 }).where('user_id', '=', other.id).execute();
    const mug = await createProduct(t.db, { performer_id: seller.id, name: 'Mug', stock: 4, price_cents: 1500 });
    const ebook = await createProduct(t.db, { performer_id: other.id, name: 'Zine', type: 'digital', stock: null, price_cents: 500 });
    await t.db
      .insertInto('coupons')
      .values({ code: 'TEN', discount_bp: 1000, uses_left: 3, expires_at: new Date(Date.now() + DAY) })
      .execute();
    const buyer = await newBuyer();
    const res = await purchaseProducts(t, buyer, {
      products: [
        { _id: mug.id, quantity: 2 },
        { _id: ebook.id, quantity: 1 },
      ],
      couponCode: 'TEN',
      shipping: SHIPPING,
    });
    const { order, transaction: tx } = res.json().data;
    expect(order.total).toBe(3150);

    const approved = await decide(t, buyer, tx._id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ transaction: { _id: tx._id, status: 'success' }, orderStatus: 'paid' });

    const row = await transaction(tx._id);
    expect(row).toMatchObject({ status: 'success', gateway_reference: `sandbox-${tx._id}` });
    expect(row.settled_at).toBeInstanceOf(Date);
    const paid = await t.db.selectFrom('orders').selectAll().where('id', '=', order._id).executeTakeFirstOrThrow();
    expect(paid.status).toBe('paid');
    expect(paid.paid_at).toBeInstanceOf(Date);
    expect(await t.db.selectFrom('purchases').select(['object_id', 'order_id']).where('user_id', '=', buyer.id).execute()).toEqual([
      { object_id: ebook.id, order_id: order._id },
    ]);
    expect((await t.db.selectFrom('products').select('stock').where('id', '=', mug.id).executeTakeFirstOrThrow()).stock).toBe(2);
    const lines = await t.db.selectFrom('order_lines').selectAll().where('order_id', '=', order._id).execute();
    expect(lines.find((l) => l.object_id === mug.id)!.delivery_status).toBe('processing');
    expect(lines.find((l) => l.object_id === ebook.id)!.delivery_status).toBeNull();
    expect((await t.db.selectFrom('coupons').select('uses_left').where('code', '=', 'TEN').executeTakeFirstOrThrow()).uses_left).toBe(2);

    const earnings = await t.db.selectFrom('earnings').selectAll().where('transaction_id', '=', tx._id).execute();
    const mugLine = lines.find((l) => l.object_id === mug.id)!;
    const zineLine = lines.find((l) => l.object_id === ebook.id)!;
    expect(earnings.find((e) => e.order_line_id === mugLine.id)).toMatchObject({
      performer_id: seller.id,
      gross_cents: mugLine.total_cents,
      commission_bp: 2000,
      commission_cents: Math.round(mugLine.total_cents * 0.2),
      net_cents: mugLine.total_cents - Math.round(mugLine.total_cents * 0.2),
      status: 'earned',
    });
    expect(earnings.find((e) => e.order_line_id === zineLine.id)).toMatchObject({
      performer_id: other.id,
      gross_cents: zineLine.total_cents,
      commission_bp: 0,
      commission_cents: 0,
      net_cents: zineLine.total_cents,
    });

    expect(toUser).toHaveBeenCalledWith(buyer.id, SOCKET_EVENTS.paymentStatus, {
      transactionId: tx._id,
      orderId: order._id,
      status: 'success',
      orderStatus: 'paid',
    });
    expect(toUser).toHaveBeenCalledWith(
      seller.id,
      SOCKET_EVENTS.saleNotification,
      expect.objectContaining({ orderId: order._id, lines: [expect.objectContaining({ name: 'Mug', quantity: 2 })] }),
    );
    expect(toUser).toHaveBeenCalledWith(
      other.id,
      SOCKET_EVENTS.saleNotification,
      expect.objectContaining({ lines: [expect.objectContaining({ name: 'Zine' })] }),
    );
    toUser.mockRestore();

    const [delivery] = await deliveries(tx._id);
    expect(delivery).toMatchObject({ gateway: 'sandbox', event_id: `sandbox-approve-${tx._id}`, event_type: 'payment.approved', outcome: 'applied: paid' });
    expect(delivery.payload).toMatchObject({ transactionId: tx._id, amount: 3150 });
  });

  it('unlocks the video: the detail says isBought and the full file is served, with Range', async () => {
    const buyer = await newBuyer();
    await t.app.services.storage.put(protectedKey('videos/bought.mp4'), Buffer.alloc(4096, 7), { contentType: 'video/mp4' });
    const video = await createVideo(t.db, { performer_id: seller.id, access: 'sale', price_cents: 900, file_key: 'videos/bought.mp4' });
    const before = (await t.request({ method: 'GET', url: `/api/user/assets/videos/${video.id}`, token: buyer.token })).json().data;
    expect(before).toMatchObject({ isBought: false, canView: false, video: null });
    const txId = await pendingPurchase(await purchaseVideo(t, buyer, video.id));
    await decide(t, buyer, txId, 'approve');
    const after = (await t.request({ method: 'GET', url: `/api/user/assets/videos/${video.id}`, token: buyer.token })).json().data;
    expect(after).toMatchObject({ isBought: true, canView: true, accessReason: 'bought' });
    const file = await t.request({ method: 'GET', url: after.video.url, headers: { range: 'bytes=0-99' } });
    expect(file.statusCode).toBe(206);
    expect(file.rawPayload.length).toBe(100);
  });

  it('is the buyer’s alone: another user is told the transaction does not exist, a visitor must sign in', async () => {
    const buyer = await newBuyer();
    const { txId } = await pendingVideo(buyer);
    const other = await newBuyer();
    expect((await t.request({ method: 'GET', url: `/api/payment/sandbox/${txId}`, token: other.token })).statusCode).toBe(404);
    expect((await decide(t, other, txId, 'approve')).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/api/payment/sandbox/${txId}/approve` })).statusCode).toBe(401);
    expect((await transaction(txId)).status).toBe('pending');
    const view = await t.request({ method: 'GET', url: `/api/payment/sandbox/${txId}`, token: buyer.token });
    expect(view.json().data).toMatchObject({ transaction: { _id: txId, status: 'pending', amount: 700 }, order: { status: 'created', total: 700 } });
  });

  it('a decline changes only statuses; a second click changes nothing, and the sandbox refuses to charge a declined payment', async () => {
    const buyer = await newBuyer();
    const { video, txId } = await pendingVideo(buyer);
    const before = await ledger(t);
    const declined = await decide(t, buyer, txId, 'decline');
    expect(declined.json().data).toMatchObject({ transaction: { status: 'failed' }, orderStatus: 'failed' });
    await decide(t, buyer, txId, 'decline');
    const approved = await decide(t, buyer, txId, 'approve');
    expect(approved.statusCode).toBe(409);
    expect(approved.json().code).toBe('PAYMENT_CLOSED');
    expect((await transaction(txId)).status).toBe('failed');
    const after = await ledger(t);
    expect({ ...after, statuses: undefined }).toEqual({ ...before, statuses: undefined });
    expect((await deliveries(txId)).map((d) => d.outcome)).toEqual(['applied: failed']);
    const detail = (await t.request({ method: 'GET', url: `/api/user/assets/videos/${video.id}`, token: buyer.token })).json().data;
    expect(detail.isBought).toBe(false);
  });
});

describe('POST /api/payment/webhooks/sandbox', () => {
  it('refuses a missing or wrong signature with 401, changes nothing, and records the delivery as refused', async () => {
    const buyer = await newBuyer();
    const { txId } = await pendingVideo(buyer);
    const before = await ledger(t);
    for (const signature of [null, 'wrong'] as const) {
      const res = await sandboxWebhook(t, event(txId, 'payment.approved'), signature);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('WEBHOOK_REFUSED');
    }
    expect(await ledger(t)).toEqual(before);
    const refused = await t.db.selectFrom('webhook_deliveries').selectAll().where('event_type', '=', 'refused').execute();
    expect(refused.filter((d) => JSON.stringify(d.payload).includes(txId)).map((d) => d.outcome)).toEqual([
      expect.stringMatching(/^refused: .*missing/),
      expect.stringMatching(/^refused: .*does not match/),
    ]);
    // The genuine event, sent afterwards with the id a forgery claimed, still applies.
    expect((await sandboxWebhook(t, event(txId, 'payment.approved'))).json().data.outcomes).toEqual(['applied: paid']);
  });

  it('a replay changes nothing: the same event delivered again, and a second click on Approve', async () => {
    const buyer = await newBuyer();
    const { txId } = await pendingVideo(buyer);
    expect((await sandboxWebhook(t, event(txId, 'payment.approved'))).json().data.outcomes).toEqual(['applied: paid']);
    const after = await ledger(t);
    expect((await sandboxWebhook(t, event(txId, 'payment.approved'))).json().data.outcomes).toEqual(['replay: this event was received before']);
    const click = await decide(t, buyer, txId, 'approve');
    expect(click.json().data.transaction.status).toBe('success');
    const again = await decide(t, buyer, txId, 'approve');
    expect(again.statusCode).toBe(200);
    expect(await ledger(t)).toEqual(after);
    expect((await deliveries(txId)).map((d) => d.outcome)).toEqual(['applied: paid', 'ignored: the transaction is already success']);
  });

  it('the same event delivered several times at once is applied once', async () => {
    const buyer = await newBuyer();
    const { txId } = await pendingVideo(buyer);
    const answers = await Promise.all([1, 2, 3].map(() => sandboxWebhook(t, event(txId, 'payment.approved'))));
    const outcomes = answers.map((r) => r.json().data.outcomes[0]).sort();
    expect(outcomes).toEqual(['applied: paid', 'replay: this event was received before', 'replay: this event was received before']);
    expect(await t.db.selectFrom('earnings').select('id').where('transaction_id', '=', txId).execute()).toHaveLength(1);
    expect(await t.db.selectFrom('purchases').select('id').where('user_id', '=', buyer.id).execute()).toHaveLength(1);
  });

  it('an approval and a decline at once: one decides; a payment that lands after the decline is refunded, never delivered', async () => {
    const buyer = await newBuyer();
    const { txId } = await pendingVideo(buyer);
    const answers = await Promise.all([sandboxWebhook(t, event(txId, 'payment.approved')), sandboxWebhook(t, event(txId, 'payment.declined'))]);
    const [approval, decline] = answers.map((r) => r.json().data.outcomes[0] as string);
    const bought = await t.db.selectFrom('purchases').select('id').where('user_id', '=', buyer.id).execute();
    const earnings = await t.db.selectFrom('earnings').select('status').where('transaction_id', '=', txId).execute();
    if (approval === 'applied: paid') {
      // The approval came first: the decline finds the payment made.
      expect(decline).toBe('ignored: the transaction is already success');
      expect([bought.length, earnings]).toEqual([1, [{ status: 'earned' }]]);
    } else {
      // The decline came first: the money the approval reports is given back, and nothing is delivered.
      expect(decline).toBe('applied: failed');
      expect(approval).toBe('refunded automatically: a payment for a checkout that was already failed');
      expect([bought.length, earnings]).toEqual([0, []]);
      const refunds = await t.db.selectFrom('refunds').select('amount_cents').where('transaction_id', '=', txId).execute();
      expect(refunds).toEqual([{ amount_cents: 700 }]);
    }
  });

  it('a refund before the payment is ignored, and the payment still applies after it', async () => {
    const buyer = await newBuyer();
    const { txId } = await pendingVideo(buyer);
    expect((await sandboxWebhook(t, event(txId, 'payment.refunded'))).json().data.outcomes).toEqual([
      expect.stringMatching(/^ignored: only a successful payment can be refunded/),
    ]);
    expect((await transaction(txId)).status).toBe('pending');
    expect((await sandboxWebhook(t, event(txId, 'payment.approved'))).json().data.outcomes).toEqual(['applied: paid']);
  });

  it('records an event for an unknown transaction and answers 200 "unknown transaction"', async () => {
    const unknown = '6b1f3a1e-0000-4000-8000-00000000abcd';
    const before = await ledger(t);
    for (const id of [unknown, 'not-a-uuid']) {
      const res = await sandboxWebhook(t, event(id, 'payment.approved', `evt-unknown-${id}`));
      expect(res.statusCode).toBe(200);
      expect(res.json().data.outcomes).toEqual(['unknown transaction']);
    }
    expect(await ledger(t)).toEqual(before);
    const recorded = await t.db.selectFrom('webhook_deliveries').select(['outcome', 'transaction_id']).where('event_id', 'like', 'evt-unknown-%').execute();
    expect(recorded).toEqual([
      { outcome: 'unknown transaction', transaction_id: null },
      { outcome: 'unknown transaction', transaction_id: null },
    ]);
  });

  it('settles nothing on an approval for another amount or currency: the payment fails, the order says why, 200', async () => {
    const charges = [
      { amount: 1, currency: 'USD', says: 'the gateway charged 1 cents in USD; the transaction is for 700 cents in USD' },
      { amount: 700, currency: 'EUR', says: 'the gateway charged 700 cents in EUR; the transaction is for 700 cents in USD' },
    ];
    for (const { amount, currency, says } of charges) {
      const buyer = await newBuyer();
      const { video, txId } = await pendingVideo(buyer);
      const before = await ledger(t);
      const toUser = jest.spyOn(t.app.services.realtime, 'toUser');
      const res = await sandboxWebhook(t, { ...event(txId, 'payment.approved', `mismatch-${txId}`, amount), currency });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.outcomes).toEqual([`amount mismatch: ${says}`]);
      expect(toUser).toHaveBeenCalledWith(
        buyer.id,
        SOCKET_EVENTS.paymentStatus,
        expect.objectContaining({ transactionId: txId, status: 'failed', orderStatus: 'failed' }),
      );
      toUser.mockRestore();

      expect(await transaction(txId)).toMatchObject({ status: 'failed', gateway_reference: `sandbox-${txId}`, settled_at: null });
      const order = await t.db
        .selectFrom('orders')
        .select(['status', 'status_reason'])
        .where('id', '=', (await transaction(txId)).order_id)
        .executeTakeFirstOrThrow();
      expect(order).toEqual({
        status: 'failed',
        status_reason: `The payment was not accepted (amount mismatch): ${says}. Anything charged is to be refunded at the gateway.`,
      });
      expect({ ...(await ledger(t)), statuses: undefined }).toEqual({ ...before, statuses: undefined });
      expect((await t.request({ method: 'GET', url: `/api/user/assets/videos/${video.id}`, token: buyer.token })).json().data.isBought).toBe(false);
      // The right charge afterwards settles nothing either: the transaction's id was attached to a wrong sale.
      expect((await sandboxWebhook(t, event(txId, 'payment.approved'))).json().data.outcomes).toEqual(['ignored: the transaction is already failed']);
      expect((await deliveries(txId)).map((d) => d.outcome)).toEqual([`amount mismatch: ${says}`, 'ignored: the transaction is already failed']);
    }
  });

  it('does not take a gateway’s word that something was paid when it does not say what it charged', async () => {
    const buyer = await newBuyer();
    const { txId } = await pendingVideo(buyer);
    const { currency: _left, ...noCurrency } = event(txId, 'payment.approved');
    expect((await sandboxWebhook(t, noCurrency)).json().data.outcomes).toEqual(['recorded: nothing to do for this event']);
    const settlement = t.app.services.settlement;
    const applied = await inTransaction(t.db, (trx, afterCommit) =>
      settlement.apply(trx, afterCommit, { transactionId: txId, gateway: 'sandbox' }, { kind: 'paid', amountCents: 700 }),
    );
    expect(applied.outcome).toBe('amount mismatch: the gateway did not say what it charged; the transaction is for 700 cents in USD');
    expect((await transaction(txId)).status).toBe('failed');
  });

  it('moves only its own gateway’s transactions: a sandbox event for a CCBill payment changes nothing', async () => {
    const buyer = await newBuyer();
    const { txId } = await pendingVideo(buyer);
    await t.db.updateTable('transactions').set({ gateway: 'ccbill' }).where('id', '=', txId).execute();
    const res = await sandboxWebhook(t, event(txId, 'payment.approved'));
    expect(res.json().data.outcomes).toEqual(['ignored: the transaction belongs to the ccbill gateway, not sandbox']);
    expect((await transaction(txId)).status).toBe('pending');
  });

  it('answers 404 for a gateway that does not exist', async () => {
    const res = await t.request({ method: 'POST', url: '/api/payment/webhooks/nosuchgateway', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(res.statusCode).toBe(404);
  });
});
