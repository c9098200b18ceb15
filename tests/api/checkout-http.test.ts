/**
 * @jest-environment node
 */
// The sandbox's production path: its webhook is a real HTTP request to the server's own listening address
// (here an ephemeral port on 127.0.0.1), signed over the raw body, and Approve answers once it was handled.
import { createPerformer, createUser, createVideo } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../server/http/error-handler';
import { loopbackHttpTransport } from '../../server/payments/webhook-transport';

let t: TestApp;
let token: string;
let videoId: string;
/** Set: our own webhook endpoint answers as it does while the database is out of reach. */
let endpointDown = false;
const DOWN = {
  statusCode: 503,
  body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: DATABASE_UNAVAILABLE_MESSAGE, code: 'DATABASE_UNAVAILABLE' }),
};

beforeAll(async () => {
  t = await createTestApp({}, undefined, undefined, {
    webhookTransport: (app) => {
      const real = loopbackHttpTransport(app.server);
      return (webhook) => (endpointDown ? Promise.resolve(DOWN) : real(webhook));
    },
  });
  const seller = await createPerformer(t.db);
  videoId = (await createVideo(t.db, { performer_id: seller.id, access: 'sale', price_cents: 650 })).id;
  const buyer = await createUser(t.db);
  token = await t.login(buyer.username, 'test-password');
}, 60_000);
afterAll(() => t.close());

async function buy(): Promise<string> {
  const res = await t.request({ method: 'POST', url: `/api/payment/purchase-video/${videoId}`, token, payload: {} });
  expect(res.statusCode).toBe(200);
  return res.json().data.transaction._id;
}

it('without a listening server, Approve says the webhook could not be delivered and nothing is paid', async () => {
  const txId = await buy();
  const res = await t.request({ method: 'POST', url: `/api/payment/sandbox/${txId}/approve`, token });
  expect(res.statusCode).toBe(502);
  expect(res.json()).toMatchObject({ code: 'WEBHOOK_DELIVERY_FAILED', message: expect.stringContaining('not listening') });
  const tx = await t.db.selectFrom('transactions').select('status').where('id', '=', txId).executeTakeFirstOrThrow();
  expect(tx.status).toBe('pending');
});

it('while the webhook endpoint is out of service, Approve passes its 503 on (the buyer can try again) and nothing is paid', async () => {
  const txId = await buy();
  endpointDown = true;
  try {
    const res = await t.request({ method: 'POST', url: `/api/payment/sandbox/${txId}/approve`, token });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE });
  } finally {
    endpointDown = false;
  }
  const tx = await t.db.selectFrom('transactions').select('status').where('id', '=', txId).executeTakeFirstOrThrow();
  expect(tx.status).toBe('pending');
});

it('delivers the approval over real HTTP to the listening server and answers after it was applied', async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as { port: number };
  const base = `http://127.0.0.1:${address.port}`;
  const txId = await buy();
  const res = await fetch(`${base}/api/payment/sandbox/${txId}/approve`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { transaction: { status: string }; orderStatus: string } };
  expect(body.data).toMatchObject({ transaction: { status: 'success' }, orderStatus: 'paid' });
  const delivery = await t.db.selectFrom('webhook_deliveries').selectAll().where('transaction_id', '=', txId).executeTakeFirstOrThrow();
  expect(delivery).toMatchObject({ event_type: 'payment.approved', outcome: 'applied: paid' });
  const detail = await fetch(`${base}/api/user/assets/videos/${videoId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(((await detail.json()) as { data: { isBought: boolean } }).data.isBought).toBe(true);
});
