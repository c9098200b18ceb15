/**
 * @jest-environment node
 */
// Undoing a payment (an admin's refund, through the sandbox's refund webhook like a gateway's own) reverses
// everything it did, once; and a payment left pending too long expires.
import { SOCKET_EVENTS } from '../../lib/socket-events';
import { inTransaction } from '../../server/db/unit-of-work';
import { createPerformer, createProduct, createUser, createVideo } from './helpers/catalogue';
import { createCheckoutApp, decide, ledger, pendingPurchase, purchaseProducts, purchaseVideo, sandboxWebhook, SHIPPING, type Buyer } from './helpers/checkout';
import { DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
let seller: { id: string };
let admin: string;
const DAY = 24 * 60 * 60 * 1000;

async function newBuyer(): Promise<Buyer> {
  const user = await createUser(t.db);
  return { id: user.id, token: await t.login(user.username, 'test-password') };
}

const refund = (id: string, token = admin) => t.request({ method: 'POST', url: `/api/payment/transactions/${id}/refund`, token });
const stockOf = async (id: string) => (await t.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
const usesOf = async (code: string) => (await t.db.selectFrom('coupons').select('uses_left').where('code', '=', code).executeTakeFirstOrThrow()).uses_left;

beforeAll(async () => {
  t = await createCheckoutApp();
  seller = await createPerformer(t.db, { name: 'Refund Seller' });
  admin = await t.login(DEMO.admin.username, DEMO.admin.password);
}, 60_000);
afterAll(() => t.close());

describe('POST /api/payment/transactions/:id/refund', () => {
  it('reverses access, stock, the coupon use and the earnings, says so on the order, and only once', async () => {
    await t.db
      .insertInto('coupons')
      .values({ code: 'BACK15', discount_bp: 1500, uses_left: 5, expires_at: new Date(Date.now() + DAY) })
      .execute();
    const mug = await createProduct(t.db, { performer_id: seller.id, stock: 10, price_cents: 1000 });
    const zine = await createProduct(t.db, { performer_id: seller.id, type: 'digital', stock: null, price_cents: 400 });
    const buyer = await newBuyer();
    const txId = await pendingPurchase(
      await purchaseProducts(t, buyer, {
        products: [
          { _id: mug.id, quantity: 3 },
          { _id: zine.id, quantity: 1 },
        ],
        couponCode: 'BACK15',
        shipping: SHIPPING,
      }),
    );
    await decide(t, buyer, txId, 'approve');
    expect([await stockOf(mug.id), await usesOf('BACK15')]).toEqual([7, 4]);
    const toUser = jest.spyOn(t.app.services.realtime, 'toUser');

    const res = await refund(txId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: txId, status: 'refunded' });
    expect(toUser).toHaveBeenCalledWith(
      buyer.id,
      SOCKET_EVENTS.paymentStatus,
      expect.objectContaining({ transactionId: txId, status: 'refunded', orderStatus: 'refunded' }),
    );
    toUser.mockRestore();

    const order = await t.db.selectFrom('orders').selectAll().where('id', '=', res.json().data.orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'refunded', status_reason: 'Refunded through the payment sandbox' });
    expect(await t.db.selectFrom('purchases').select('id').where('user_id', '=', buyer.id).execute()).toEqual([]);
    expect(await stockOf(mug.id)).toBe(10);
    expect(await usesOf('BACK15')).toBe(5);
    expect(await t.db.selectFrom('coupon_redemptions').select('user_id').where('order_id', '=', order.id).execute()).toEqual([]);
    const earnings = await t.db.selectFrom('earnings').select(['status', 'reversed_at']).where('transaction_id', '=', txId).execute();
    expect(earnings).toHaveLength(2);
    for (const e of earnings) {
      expect(e.status).toBe('reversed');
      expect(e.reversed_at).toBeInstanceOf(Date);
    }
    const lines = await t.db.selectFrom('order_lines').select('delivery_status').where('order_id', '=', order.id).execute();
    expect(lines.map((l) => l.delivery_status)).toEqual(['refunded', 'refunded']);
    const delivery = await t.db
      .selectFrom('webhook_deliveries')
      .select(['event_type', 'outcome'])
      .where('transaction_id', '=', txId)
      .where('event_type', '=', 'payment.refunded')
      .execute();
    expect(delivery).toEqual([{ event_type: 'payment.refunded', outcome: 'applied: refunded' }]);

    // Nothing twice: the refund webhook replayed, and the admin asking again.
    const after = await ledger(t);
    const replay = await sandboxWebhook(t, {
      id: `sandbox-refund-${txId}`,
      type: 'payment.refunded',
      transactionId: txId,
      amount: 0,
      currency: 'USD',
      createdAt: new Date().toISOString(),
    });
    expect(replay.json().data.outcomes).toEqual(['replay: this event was received before']);
    const again = await refund(txId);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('NOT_REFUNDABLE');
    const another = await sandboxWebhook(t, {
      id: `another-refund-${txId}`,
      type: 'payment.refunded',
      transactionId: txId,
      amount: 0,
      currency: 'USD',
      createdAt: new Date().toISOString(),
    });
    expect(another.json().data.outcomes).toEqual([expect.stringMatching(/^ignored: only a successful payment/)]);
    expect(await ledger(t)).toEqual(after);
    // The buyer may buy again, with the coupon given back.
    expect((await purchaseProducts(t, buyer, { products: [{ _id: zine.id, quantity: 1 }], couponCode: 'BACK15' })).statusCode).toBe(200);
  });

  it('locks the video again after a refund', async () => {
    const video = await createVideo(t.db, { performer_id: seller.id, access: 'sale', price_cents: 300 });
    const buyer = await newBuyer();
    const txId = await pendingPurchase(await purchaseVideo(t, buyer, video.id));
    await decide(t, buyer, txId, 'approve');
    const detail = () => t.request({ method: 'GET', url: `/api/user/assets/videos/${video.id}`, token: buyer.token }).then((r) => r.json().data);
    expect((await detail()).isBought).toBe(true);
    await refund(txId);
    expect(await detail()).toMatchObject({ isBought: false, canView: false, video: null });
  });

  it('gives back no stock a line did not take: the payment that found the item sold out is refunded by itself, once', async () => {
    await t.db
      .insertInto('coupons')
      .values({ code: 'SCARCE', discount_bp: 1000, uses_left: 2, expires_at: new Date(Date.now() + DAY) })
      .execute();
    const last = await createProduct(t.db, { performer_id: seller.id, stock: 1, price_cents: 2000 });
    const [a, b] = [await newBuyer(), await newBuyer()];
    const body = { products: [{ _id: last.id, quantity: 1 }], couponCode: 'SCARCE', shipping: SHIPPING };
    const ids = [await pendingPurchase(await purchaseProducts(t, a, body)), await pendingPurchase(await purchaseProducts(t, b, body))];
    expect(await usesOf('SCARCE')).toBe(0);
    await decide(t, a, ids[0], 'approve');
    const late = await decide(t, b, ids[1], 'approve');
    // b's payment found the item gone: it is refunded whole at once, and its coupon use comes back.
    expect(late.json().data).toMatchObject({ transaction: { status: 'refunded' }, orderStatus: 'refunded' });
    expect([await stockOf(last.id), await usesOf('SCARCE')]).toEqual([0, 1]);
    expect((await refund(ids[1])).json().code).toBe('NOT_REFUNDABLE');
    expect([await stockOf(last.id), await usesOf('SCARCE')]).toEqual([0, 1]);
    await refund(ids[0]);
    expect([await stockOf(last.id), await usesOf('SCARCE')]).toEqual([1, 2]);
  });

  it('reverses a free order directly, and is for admins only', async () => {
    await t.db
      .insertInto('coupons')
      .values({ code: 'ALLFREE', discount_bp: 10000, uses_left: 5, expires_at: new Date(Date.now() + DAY) })
      .execute();
    const video = await createVideo(t.db, { performer_id: seller.id, access: 'sale', price_cents: 300 });
    const buyer = await newBuyer();
    const res = await purchaseVideo(t, buyer, video.id, { couponCode: 'ALLFREE' });
    const txId = res.json().data.transaction._id;
    expect((await refund(txId, buyer.token)).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: `/api/payment/transactions/${txId}/refund` })).statusCode).toBe(401);
    const done = await refund(txId);
    expect(done.json().data.status).toBe('refunded');
    expect(await usesOf('ALLFREE')).toBe(5);
    expect((await refund('6b1f3a1e-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('chargebacks and voids (CCBill sends them; the settlement treats them as refunds)', () => {
  it('reverse the payment and name the reversal on the order and the transaction', async () => {
    for (const reversal of ['chargeback', 'voided'] as const) {
      const product = await createProduct(t.db, { performer_id: seller.id, stock: 3, price_cents: 700 });
      const buyer = await newBuyer();
      const txId = await pendingPurchase(await purchaseProducts(t, buyer, { products: [{ _id: product.id, quantity: 2 }], shipping: SHIPPING }));
      await decide(t, buyer, txId, 'approve');
      expect(await stockOf(product.id)).toBe(1);
      const applied = await inTransaction(t.db, (trx, afterCommit) =>
        t.app.services.settlement.apply(trx, afterCommit, { transactionId: txId }, { kind: 'reversed', reversal }),
      );
      expect(applied.outcome).toBe(`applied: ${reversal}`);
      const tx = await t.db.selectFrom('transactions').select(['status', 'order_id']).where('id', '=', txId).executeTakeFirstOrThrow();
      const order = await t.db.selectFrom('orders').select(['status', 'status_reason']).where('id', '=', tx.order_id).executeTakeFirstOrThrow();
      expect([tx.status, order.status, order.status_reason]).toEqual([reversal, reversal, reversal === 'chargeback' ? 'Charged back' : 'Voided']);
      expect(await stockOf(product.id)).toBe(3);
      const earning = await t.db.selectFrom('earnings').select('status').where('transaction_id', '=', txId).executeTakeFirstOrThrow();
      expect(earning.status).toBe('reversed');
    }
  });
});

describe('pending expiry', () => {
  it('expires transactions pending longer than pendingPaymentHours and cancels their orders; the sandbox refuses a late approval', async () => {
    const buyer = await newBuyer();
    const video = await createVideo(t.db, { performer_id: seller.id, access: 'sale', price_cents: 300 });
    const other = await createVideo(t.db, { performer_id: seller.id, access: 'sale', price_cents: 300 });
    const old = await pendingPurchase(await purchaseVideo(t, buyer, video.id));
    const fresh = await pendingPurchase(await purchaseVideo(t, buyer, other.id));
    await t.db
      .updateTable('transactions')
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where('id', '=', old)
      .execute();

    expect(await t.app.services.payments.expirePending()).toBe(1);
    const statusOf = async (id: string) => {
      const tx = await t.db.selectFrom('transactions').select(['status', 'order_id']).where('id', '=', id).executeTakeFirstOrThrow();
      const order = await t.db.selectFrom('orders').select(['status', 'status_reason']).where('id', '=', tx.order_id).executeTakeFirstOrThrow();
      return [tx.status, order.status, order.status_reason];
    };
    expect(await statusOf(old)).toEqual(['expired', 'cancelled', 'The payment was not completed within 24 hours']);
    expect((await statusOf(fresh)).slice(0, 2)).toEqual(['pending', 'created']);
    const late = await decide(t, buyer, old, 'approve');
    expect({ status: late.statusCode, code: late.json().code }).toEqual({ status: 409, code: 'PAYMENT_CLOSED' });
    expect((await statusOf(old))[0]).toBe('expired');

    // The setting decides: with 1 hour, the fresh one has expired two hours from now (and not before).
    await t.app.services.settings.set('pendingPaymentHours', 1);
    expect(await t.app.services.payments.expirePending(new Date(Date.now() + 30 * 60 * 1000))).toBe(0);
    expect(await t.app.services.payments.expirePending(new Date(Date.now() + 2 * 60 * 60 * 1000))).toBeGreaterThanOrEqual(1);
    expect((await statusOf(fresh)).slice(0, 2)).toEqual(['expired', 'cancelled']);
    await t.app.services.settings.set('pendingPaymentHours', 24);
  });
});
