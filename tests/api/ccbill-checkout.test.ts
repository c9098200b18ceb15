/**
 * @jest-environment node
 */
// CCBill wired into the real checkout: the buyer is sent to a FlexForms address with the right digest, and
// CCBill's webhooks (posted by a fake CCBill over real HTTP to the listening app) pay, fail and reverse orders
// through the same settlement as the sandbox. CCBill signs nothing, so the source address, the secret in the URL,
// idempotency and the charged amount are the whole defence: each is tested here.
import { createHash } from 'node:crypto';
import type { AppConfig } from '../../server/config';
import { createPerformer, createUser, createVideo } from './helpers/catalogue';
import { createCheckoutApp, ledger, pendingPurchase, purchaseVideo, type Buyer } from './helpers/checkout';
import { fakeCcbillEnv, startFakeCcbill, type FakeCcbill, type WebhookToSend } from './helpers/fake-ccbill';
import type { TestApp } from './helpers/test-app';

const ACCOUNT = { clientAccnum: '900100', clientSubacc: '0000', flexformId: '5c7f0d2e-9a41-4a8e-b1c3-6d2f8e4a7b90', salt: 'checkout-salt-8d3e1f' };
const SECRET = 'ccbill-hook-secret-71c4e9a2';
const DAY = 24 * 60 * 60 * 1000;

let fake: FakeCcbill;
let t: TestApp;
let seller: { id: string };
let webhookUrl: string;
let ccbillSale = 1000;

/** Without DataLink, and with webhooks open to any source unless `extra` says otherwise (some tests check that). */
function ccbillEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { ...fakeCcbillEnv(fake, ACCOUNT, SECRET, { dataLink: false, guardedWebhooks: false }), ...extra };
}

function ccbillApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  return createCheckoutApp({
    paymentGateway: 'ccbill',
    gatewayEnv: ccbillEnv({ CCBILL_WEBHOOK_ALLOWED_IPS: '127.0.0.1/32', CCBILL_WEBHOOK_SECRET: SECRET }),
    ...overrides,
  });
}

async function newBuyer(app = t): Promise<Buyer> {
  const user = await createUser(app.db);
  return { id: user.id, token: await app.login(user.username, 'test-password') };
}

const transaction = (id: string) => t.db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const outcomes = (id: string) => t.db.selectFrom('webhook_deliveries').select('outcome').where('transaction_id', '=', id).orderBy('received_at').execute();
const isBought = async (buyer: Buyer, videoId: string) =>
  (await t.request({ method: 'GET', url: `/api/user/assets/videos/${videoId}`, token: buyer.token })).json().data.isBought as boolean;

/** A pending CCBill purchase of a new video for sale at `price` cents. */
async function pendingVideo(buyer: Buyer, price = 1299, couponCode?: string) {
  const video = await createVideo(t.db, { performer_id: seller.id, access: 'sale', price_cents: price });
  const res = await purchaseVideo(t, buyer, video.id, couponCode ? { couponCode } : {});
  return { video, txId: await pendingPurchase(res), paymentUrl: new URL(res.json().data.paymentUrl as string), order: res.json().data.order };
}

/** CCBill's NewSaleSuccess for a sale it numbers itself, echoing our transaction id in its X- field. */
function saleFields(txId: string, price: string, extra: Record<string, string> = {}) {
  ccbillSale += 1;
  return {
    subscriptionId: `20000${ccbillSale}`,
    transactionId: `0912191101000${ccbillSale}`,
    clientAccnum: ACCOUNT.clientAccnum,
    clientSubacc: ACCOUNT.clientSubacc,
    timestamp: '2026-11-23 09:00:00',
    billedInitialPrice: price,
    billedCurrencyCode: '840',
    billedCurrency: 'USD',
    accountingInitialPrice: price,
    accountingCurrencyCode: '840',
    initialPeriod: '365',
    'X-limelight_transaction_id': txId,
    ...extra,
  };
}

/** Posted by the fake CCBill from 127.0.0.1 (the allowed range here), with the secret in the URL. */
function send(eventType: string, fields: Record<string, string>, format: WebhookToSend['format'] = 'urlencoded') {
  return fake.sendWebhook(`${webhookUrl}?secret=${SECRET}`, { eventType, fields, format });
}

const answered = async (reply: Promise<{ status: number; body: string }>) => {
  const { status, body } = await reply;
  expect(status).toBe(200);
  return JSON.parse(body).data.outcomes as string[];
};

beforeAll(async () => {
  fake = await startFakeCcbill(ACCOUNT);
  t = await ccbillApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  webhookUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/payment/webhooks/ccbill`;
  seller = await createPerformer(t.db, { name: 'CCBill Seller' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('checkout through CCBill', () => {
  it('answers a FlexForms address for the order, with the digest CCBill computes, that its form accepts', async () => {
    const buyer = await newBuyer();
    const { txId, paymentUrl, order } = await pendingVideo(buyer, 1299);
    expect(order.total).toBe(1299);
    expect(await transaction(txId)).toMatchObject({ gateway: 'ccbill', status: 'pending', amount_cents: 1299, currency: 'USD' });
    expect(`${paymentUrl.origin}${paymentUrl.pathname}`).toBe(`${fake.flexformsUrl}/${ACCOUNT.flexformId}`);
    expect(Object.fromEntries(paymentUrl.searchParams)).toEqual({
      clientAccnum: ACCOUNT.clientAccnum,
      clientSubacc: ACCOUNT.clientSubacc,
      initialPrice: '12.99',
      initialPeriod: '365',
      currencyCode: '840',
      formDigest: createHash('md5').update(`12.99365840${ACCOUNT.salt}`).digest('hex'),
      limelight_transaction_id: txId,
    });
    const form = await fetch(paymentUrl);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('12.99 for 365 days');
  });

  it('a NewSaleSuccess from CCBill pays the order and unlocks the video; a replay changes nothing', async () => {
    const buyer = await newBuyer();
    const { video, txId, order } = await pendingVideo(buyer, 1299);
    const sale = saleFields(txId, '12.99');
    expect(await answered(send('NewSaleSuccess', sale))).toEqual(['applied: paid']);

    expect(await transaction(txId)).toMatchObject({ status: 'success', gateway_reference: sale.transactionId });
    expect((await t.db.selectFrom('orders').select('status').where('id', '=', order._id).executeTakeFirstOrThrow()).status).toBe('paid');
    expect(await isBought(buyer, video.id)).toBe(true);
    expect(await t.db.selectFrom('earnings').select('gross_cents').where('transaction_id', '=', txId).execute()).toEqual([{ gross_cents: 1299 }]);

    const after = await ledger(t);
    for (const format of ['urlencoded', 'json'] as const) {
      expect(await answered(send('NewSaleSuccess', sale, format))).toEqual(['replay: this event was received before']);
    }
    expect(await ledger(t)).toEqual(after);
    expect(await outcomes(txId)).toEqual([{ outcome: 'applied: paid' }]);
  });

  it('refuses a webhook from outside the allowed addresses (403) or without the secret (401), and nothing changes', async () => {
    const buyer = await newBuyer();
    const { video, txId } = await pendingVideo(buyer, 1299);
    const sale = saleFields(txId, '12.99');
    const before = await ledger(t);
    const body = new URLSearchParams(sale).toString();
    const query = `clientAccnum=${ACCOUNT.clientAccnum}&eventType=NewSaleSuccess`;
    const elsewhere = await t.request({
      method: 'POST',
      url: `/api/payment/webhooks/ccbill?${query}&secret=${SECRET}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
      remoteAddress: '198.51.100.7',
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ code: 'WEBHOOK_REFUSED', message: expect.stringContaining("198.51.100.7, outside CCBill's address ranges") });
    // A forwarded-for header from a client that is not a trusted proxy is not believed.
    const forwarded = await t.request({
      method: 'POST',
      url: `/api/payment/webhooks/ccbill?${query}&secret=${SECRET}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '127.0.0.1' },
      payload: body,
      remoteAddress: '198.51.100.7',
    });
    expect(forwarded.statusCode).toBe(403);
    const noSecret = await fake.sendWebhook(webhookUrl, { eventType: 'NewSaleSuccess', fields: sale, format: 'urlencoded' });
    expect(noSecret.status).toBe(401);

    expect(await ledger(t)).toEqual(before);
    expect(await isBought(buyer, video.id)).toBe(false);
    const refused = await t.db.selectFrom('webhook_deliveries').select('outcome').where('gateway', '=', 'ccbill').where('event_type', '=', 'refused').execute();
    expect(refused.map((r) => r.outcome)).toEqual(expect.arrayContaining([expect.stringContaining('outside CCBill'), expect.stringContaining('secret')]));
    // The genuine delivery still applies afterwards: a refusal does not take the event's id.
    expect(await answered(send('NewSaleSuccess', sale))).toEqual(['applied: paid']);
  });

  it('a cheap sale carrying an expensive order’s transaction id settles nothing', async () => {
    const buyer = await newBuyer();
    const { video, txId, order } = await pendingVideo(buyer, 4999);
    const before = await ledger(t);
    // The buyer opened a 0.99 form and put the 49.99 order's id in the pass-through field, which formDigest does not cover.
    const cheap = saleFields(txId, '0.99');
    const says = 'the gateway charged 99 cents in USD; the transaction is for 4999 cents in USD';
    expect(await answered(send('NewSaleSuccess', cheap))).toEqual([`amount mismatch: ${says}`]);

    expect(await transaction(txId)).toMatchObject({ status: 'failed', gateway_reference: cheap.transactionId, settled_at: null });
    const failed = await t.db.selectFrom('orders').select(['status', 'status_reason']).where('id', '=', order._id).executeTakeFirstOrThrow();
    expect(failed).toEqual({ status: 'failed', status_reason: expect.stringContaining(says) });
    expect(await isBought(buyer, video.id)).toBe(false);
    expect({ ...(await ledger(t)), statuses: undefined }).toEqual({ ...before, statuses: undefined });

    // Another currency for the right figure is no better, and CCBill refunding the cheap sale moves nothing.
    const other = await pendingVideo(buyer, 999);
    expect(await answered(send('NewSaleSuccess', saleFields(other.txId, '9.99', { billedCurrencyCode: '978', billedCurrency: 'EUR' })))).toEqual([
      'amount mismatch: the gateway charged 999 cents in EUR; the transaction is for 999 cents in USD',
    ]);
    const refund = {
      transactionId: cheap.transactionId,
      subscriptionId: cheap.subscriptionId,
      amount: '0.99',
      currencyCode: '840',
      timestamp: '2026-11-24 10:00:00',
    };
    expect(await answered(send('Refund', refund))).toEqual(['ignored: only a successful payment can be refunded; this one is failed']);
    expect(await outcomes(txId)).toEqual([
      { outcome: `amount mismatch: ${says}` },
      { outcome: 'ignored: only a successful payment can be refunded; this one is failed' },
    ]);
  });

  it('a Refund naming only CCBill’s own transaction id reverses access, the earning and the coupon use, once', async () => {
    await t.db
      .insertInto('coupons')
      .values({ code: 'CCB20', discount_bp: 2000, uses_left: 5, expires_at: new Date(Date.now() + DAY) })
      .execute();
    const usesLeft = async () => (await t.db.selectFrom('coupons').select('uses_left').where('code', '=', 'CCB20').executeTakeFirstOrThrow()).uses_left;
    const buyer = await newBuyer();
    const { video, txId, order } = await pendingVideo(buyer, 2000, 'CCB20');
    expect(order.total).toBe(1600);
    const sale = saleFields(txId, '16.00');
    expect(await answered(send('NewSaleSuccess', sale, 'json'))).toEqual(['applied: paid']);
    expect([await isBought(buyer, video.id), await usesLeft()]).toEqual([true, 4]);

    // CCBill's Refund does not echo our field: it names its own transaction (and subscription).
    const refund = {
      transactionId: sale.transactionId,
      subscriptionId: sale.subscriptionId,
      clientAccnum: ACCOUNT.clientAccnum,
      clientSubacc: ACCOUNT.clientSubacc,
      timestamp: '2026-11-24 10:00:00',
      amount: '16.00',
      currencyCode: '840',
      currency: 'USD',
      reason: 'Customer refunded',
    };
    expect(await answered(send('Refund', refund))).toEqual(['applied: refunded']);

    expect(await transaction(txId)).toMatchObject({ status: 'refunded' });
    expect(await t.db.selectFrom('orders').select(['status', 'status_reason']).where('id', '=', order._id).executeTakeFirstOrThrow()).toEqual({
      status: 'refunded',
      status_reason: 'Customer refunded',
    });
    expect(await isBought(buyer, video.id)).toBe(false);
    expect(await usesLeft()).toBe(5);
    expect(await t.db.selectFrom('earnings').select('status').where('transaction_id', '=', txId).execute()).toEqual([{ status: 'reversed' }]);

    const after = await ledger(t);
    expect(await answered(send('Refund', refund))).toEqual(['replay: this event was received before']);
    expect(await answered(send('Chargeback', { ...refund, reason: 'Fraud' }))).toEqual([
      'ignored: only a successful payment can be chargeback; this one is refunded',
    ]);
    expect(await ledger(t)).toEqual(after);
  });

  it('a reversal of another CCBill sale does not reverse this order, whatever our id it echoes', async () => {
    const buyer = await newBuyer();
    const { video, txId } = await pendingVideo(buyer, 1299);
    expect(await answered(send('NewSaleSuccess', saleFields(txId, '12.99')))).toEqual(['applied: paid']);
    const before = await ledger(t);
    const otherSale = {
      transactionId: '0912191101999999999',
      subscriptionId: '2000999999',
      timestamp: '2026-11-24 10:00:00',
      'X-limelight_transaction_id': txId,
    };
    expect(await answered(send('Void', otherSale))).toEqual([
      expect.stringMatching(/^ignored: the event is about ccbill's payment 0912191101999999999, not 0912191101/),
    ]);
    expect(await ledger(t)).toEqual(before);
    expect(await isBought(buyer, video.id)).toBe(true);
  });

  it('a NewSaleFailure marks the payment and the order failed, and changes nothing else', async () => {
    const buyer = await newBuyer();
    const { video, txId, order } = await pendingVideo(buyer, 1299);
    const before = await ledger(t);
    const failure = { ...saleFields(txId, '12.99'), subscriptionId: '', failureReason: 'Card declined', failureCode: 'BE-140' };
    expect(await answered(send('NewSaleFailure', failure))).toEqual(['applied: failed']);
    expect((await transaction(txId)).status).toBe('failed');
    expect(await t.db.selectFrom('orders').select(['status', 'status_reason']).where('id', '=', order._id).executeTakeFirstOrThrow()).toEqual({
      status: 'failed',
      status_reason: 'Card declined (BE-140)',
    });
    expect({ ...(await ledger(t)), statuses: undefined }).toEqual({ ...before, statuses: undefined });
    expect(await isBought(buyer, video.id)).toBe(false);
  });
});

describe('CCBill chosen but not usable', () => {
  it('answers purchases 503 and creates nothing when its settings are missing; the server runs, and its webhook endpoint answers 503', async () => {
    const broken = await createCheckoutApp({ paymentGateway: 'ccbill', gatewayEnv: { CCBILL_SALT: 'only-this' } });
    try {
      const performer = await createPerformer(broken.db);
      const video = await createVideo(broken.db, { performer_id: performer.id, access: 'sale', price_cents: 500 });
      const buyer = await newBuyer(broken);
      const before = await ledger(broken);
      const res = await purchaseVideo(broken, buyer, video.id);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'GATEWAY_UNAVAILABLE',
        message: 'Payments are not available: the payment gateway "ccbill" is not set up on this site.',
      });
      expect(res.body).not.toContain('CCBILL_');
      expect(await ledger(broken)).toEqual(before);
      const hook = await broken.request({
        method: 'POST',
        url: '/api/payment/webhooks/ccbill',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(hook.statusCode).toBe(503);
      expect(hook.json().code).toBe('GATEWAY_UNAVAILABLE');
      expect((await broken.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });

  it('is picked by the paymentGateway setting too, and a currency CCBill cannot price in is a 503 that leaves no order', async () => {
    const bySetting = await createCheckoutApp({ paymentGateway: null, gatewayEnv: ccbillEnv() });
    try {
      const performer = await createPerformer(bySetting.db);
      const video = await createVideo(bySetting.db, { performer_id: performer.id, access: 'sale', price_cents: 500 });
      const buyer = await newBuyer(bySetting);
      await bySetting.app.services.settings.set('paymentGateway', 'ccbill');
      const res = await purchaseVideo(bySetting, buyer, video.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.paymentUrl).toContain(`${fake.flexformsUrl}/${ACCOUNT.flexformId}?`);

      await bySetting.app.services.settings.set('currency', 'CHF');
      const before = await ledger(bySetting);
      const other = await createVideo(bySetting.db, { performer_id: performer.id, access: 'sale', price_cents: 500 });
      const chf = await purchaseVideo(bySetting, buyer, other.id);
      expect(chf.statusCode).toBe(503);
      expect(chf.json()).toMatchObject({ code: 'GATEWAY_UNAVAILABLE', message: expect.stringContaining('CCBill cannot take payments in "CHF"') });
      expect(await ledger(bySetting)).toEqual(before);
    } finally {
      await bySetting.close();
    }
  });
});
