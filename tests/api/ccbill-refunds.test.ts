/**
 * @jest-environment node
 */
// Refunds through CCBill by amount: with a DataLink user set up, an admin's refund (some lines, or the whole
// payment) asks CCBill's DataLink refundTransaction for that amount of the sale, and CCBill's Refund webhook for
// the amount confirms it instead of reversing the whole order. Without DataLink, refunds are made in the merchant area.
import { createPerformer, createProduct, createUser } from './helpers/catalogue';
import { createCheckoutApp, pendingPurchase, purchaseProducts, type Buyer } from './helpers/checkout';
import { fakeCcbillEnv, startFakeCcbill, type FakeCcbill } from './helpers/fake-ccbill';
import type { TestApp } from './helpers/test-app';

const ACCOUNT = { clientAccnum: '900200', clientSubacc: '0000', flexformId: '7a1c2e3d-4b5f-4a6e-8c7d-9e0f1a2b3c4d', salt: 'refund-salt-5e2a9c' };
const SECRET = 'ccbill-refund-secret-3f8b1d';

let fake: FakeCcbill;
let t: TestApp;
let admin: string;
let webhookUrl: string;
let sale = 5000;

const ccbillEnv = (dataLink: boolean) => fakeCcbillEnv(fake, ACCOUNT, SECRET, { dataLink });

async function listening(app: TestApp): Promise<string> {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.app.server.address() as { port: number }).port}/api/payment/webhooks/ccbill?secret=${SECRET}`;
}

beforeAll(async () => {
  fake = await startFakeCcbill(ACCOUNT);
  t = await createCheckoutApp({ paymentGateway: 'ccbill', gatewayEnv: ccbillEnv(true) });
  webhookUrl = await listening(t);
  const user = await createUser(t.db, { roles: ['admin'] });
  admin = await t.login(user.username, 'test-password');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const send = async (app: TestApp, url: string, eventType: string, fields: Record<string, string>) => {
  const { status, body } = await fake.sendWebhook(url, { eventType, fields, format: 'urlencoded' });
  expect(status).toBe(200);
  return JSON.parse(body).data.outcomes as string[];
};
const refund = (app: TestApp, token: string, txId: string, lineIds?: string[]) =>
  app.request({ method: 'POST', url: `/api/payment/transactions/${txId}/refund`, token, payload: lineIds ? { lineIds } : {} });
const refundsOf = (app: TestApp, txId: string) =>
  app.db.selectFrom('refunds').select(['amount_cents', 'status', 'gateway_note']).where('transaction_id', '=', txId).orderBy('created_at').execute();
/** The refund webhook is asked of CCBill after the database transaction commits: wait for its request. */
const dataLinkRequestsAfter = async (count: number) => {
  for (let i = 0; i < 100 && fake.dataLinkRequests.length < count; i++) await new Promise((r) => setTimeout(r, 20));
  return fake.dataLinkRequests.slice(count - 1);
};
const settled = async (txId: string, status: string) => {
  for (let i = 0; i < 100; i++) {
    const rows = await refundsOf(t, txId);
    if (rows.length > 0 && rows.every((r) => r.status === status)) return rows;
    await new Promise((r) => setTimeout(r, 20));
  }
  return refundsOf(t, txId);
};

/** A CCBill-paid order of two digital products (700 and 300 cents): its transaction, lines, and CCBill's sale. */
async function paidCart(app: TestApp, url: string) {
  const performer = await createPerformer(app.db);
  const ebook = await createProduct(app.db, { performer_id: performer.id, type: 'digital', stock: null, price_cents: 700, name: 'Ebook' });
  const poster = await createProduct(app.db, { performer_id: performer.id, type: 'digital', stock: null, price_cents: 300, name: 'Poster' });
  const user = await createUser(app.db);
  const fan: Buyer = { id: user.id, token: await app.login(user.username, 'test-password') };
  const res = await purchaseProducts(app, fan, { products: [ebook, poster].map((p) => ({ _id: p.id, quantity: 1 })) });
  const txId = await pendingPurchase(res);
  sale += 1;
  const ccbill = { subscriptionId: `40000${sale}`, transactionId: `0912191102000${sale}` };
  const outcomes = await send(app, url, 'NewSaleSuccess', {
    ...ccbill,
    clientAccnum: ACCOUNT.clientAccnum,
    clientSubacc: ACCOUNT.clientSubacc,
    timestamp: '2026-11-27 09:00:00',
    billedInitialPrice: '10.00',
    billedCurrencyCode: '840',
    billedCurrency: 'USD',
    initialPeriod: '365',
    'X-limelight_transaction_id': txId,
  });
  expect(outcomes).toEqual(['applied: paid']);
  const lineOf = (id: string) => res.json().data.order.lines.find((l: { objectId: string }) => l.objectId === id)._id as string;
  return { txId, ccbill, ebookLine: lineOf(ebook.id), posterLine: lineOf(poster.id) };
}

const refundEvent = (ccbill: { subscriptionId: string; transactionId: string }, amount: string, at: string) => ({
  ...ccbill,
  clientAccnum: ACCOUNT.clientAccnum,
  clientSubacc: ACCOUNT.clientSubacc,
  timestamp: at,
  amount,
  currencyCode: '840',
  currency: 'USD',
  reason: 'Refunded by the merchant',
});

describe('refunds through CCBill', () => {
  it('refunds some lines by amount through DataLink; CCBill’s Refund for that amount confirms it and the rest of the order stands', async () => {
    const { txId, ccbill, ebookLine } = await paidCart(t, webhookUrl);
    const before = fake.dataLinkRequests.length;

    const res = await refund(t, admin, txId, [ebookLine]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'success', amount: 1000, refunded: 700 });
    const [asked] = await dataLinkRequestsAfter(before + 1);
    expect(asked).toMatchObject({ action: 'refundTransaction', subscriptionId: ccbill.subscriptionId, amount: '7.00', clientAccnum: ACCOUNT.clientAccnum });
    expect(await settled(txId, 'requested')).toEqual([{ amount_cents: 700, status: 'requested', gateway_note: null }]);

    expect(await send(t, webhookUrl, 'Refund', refundEvent(ccbill, '7.00', '2026-11-27 10:00:00'))).toEqual(['applied: refund confirmed']);
    expect(await refundsOf(t, txId)).toEqual([{ amount_cents: 700, status: 'confirmed', gateway_note: null }]);
    const tx = await t.db.selectFrom('transactions').select(['status', 'refunded_cents']).where('id', '=', txId).executeTakeFirstOrThrow();
    expect(tx).toEqual({ status: 'success', refunded_cents: 700 });
    const earnings = await t.db.selectFrom('earnings').select(['gross_cents', 'status']).where('transaction_id', '=', txId).orderBy('gross_cents').execute();
    expect(earnings).toEqual([
      { gross_cents: 300, status: 'earned' },
      { gross_cents: 700, status: 'reversed' },
    ]);
  });

  it('a whole refund asks for every line left; its Refund webhook confirms it rather than reversing twice', async () => {
    const { txId, ccbill } = await paidCart(t, webhookUrl);
    const before = fake.dataLinkRequests.length;
    const res = await refund(t, admin, txId);
    expect(res.json().data).toMatchObject({ status: 'refunded', refunded: 1000 });
    const [asked] = await dataLinkRequestsAfter(before + 1);
    expect(asked).toMatchObject({ action: 'refundTransaction', subscriptionId: ccbill.subscriptionId, amount: '10.00' });
    expect(await send(t, webhookUrl, 'Refund', refundEvent(ccbill, '10.00', '2026-11-27 11:00:00'))).toEqual(['applied: refund confirmed']);
    expect(await refundsOf(t, txId)).toEqual([{ amount_cents: 1000, status: 'confirmed', gateway_note: null }]);
  });

  it('a refusal from DataLink leaves the refund requested with what CCBill said, for an admin to finish in the merchant area', async () => {
    const { txId, posterLine } = await paidCart(t, webhookUrl);
    fake.dataLinkResult = '0';
    try {
      await refund(t, admin, txId, [posterLine]);
      const [row] = await settled(txId, 'requested');
      for (let i = 0; i < 100 && !(await refundsOf(t, txId))[0].gateway_note; i++) await new Promise((r) => setTimeout(r, 20));
      expect((await refundsOf(t, txId))[0]).toMatchObject({ amount_cents: row.amount_cents, status: 'requested' });
      expect((await refundsOf(t, txId))[0].gateway_note).toMatch(/CCBill DataLink did not refund 3\.00 of sale \d+ \(HTTP 200, result 0\)/);
    } finally {
      fake.dataLinkResult = '1';
    }
  });

  it('without a DataLink user, an admin is sent to the merchant area (422) and nothing changes', async () => {
    const other = await createCheckoutApp({ paymentGateway: 'ccbill', gatewayEnv: ccbillEnv(false) });
    try {
      const url = await listening(other);
      const otherAdmin = await other.login((await createUser(other.db, { roles: ['admin'] })).username, 'test-password');
      const { txId } = await paidCart(other, url);
      const res = await refund(other, otherAdmin, txId);
      expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 422, code: 'REFUND_AT_GATEWAY' });
      expect(await refundsOf(other, txId)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
