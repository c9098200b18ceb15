/**
 * @jest-environment node
 */
// Subscriptions through CCBill, against the fake CCBill over real HTTP: the recurring FlexForms address and its
// digest, the sale that starts the subscription, RenewalSuccess / RenewalFailure / Cancellation / Expiration on the
// lifecycle, and a cancellation here told to CCBill through DataLink.
import { createHash } from 'node:crypto';
import { ManualClock } from '../../server/clock';
import { injectTransport } from '../../server/payments/webhook-transport';
import { createPerformer } from './helpers/catalogue';
import { DATALINK_USER, fakeCcbillEnv, startFakeCcbill, type FakeCcbill } from './helpers/fake-ccbill';
import { DAY, earningsOf, newFan, subscribe, subscriptionsOf, type Person } from './helpers/subscriptions';
import { createTestApp, type TestApp } from './helpers/test-app';

const ACCOUNT = { clientAccnum: '900200', clientSubacc: '0001', flexformId: '7a1c0d2e-9a41-4a8e-b1c3-6d2f8e4a7b91', salt: 'subscription-salt-1f3e' };
const SECRET = 'ccbill-subscription-secret-9a2c';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

let fake: FakeCcbill;
let t: TestApp;
let clock: ManualClock;
let performer: { id: string };
let webhookUrl: string;
let sale = 5000;

beforeAll(async () => {
  fake = await startFakeCcbill(ACCOUNT);
  clock = new ManualClock(new Date());
  const gatewayEnv = fakeCcbillEnv(fake, ACCOUNT, SECRET);
  t = await createTestApp({ authRateLimitPerMinute: 100_000, paymentGateway: 'ccbill', gatewayEnv }, undefined, undefined, {
    webhookTransport: injectTransport,
    clock,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  webhookUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/payment/webhooks/ccbill?secret=${SECRET}`;
  performer = await createPerformer(t.db);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function newPackage(values: { recurring?: boolean; periodDays?: number } = {}) {
  const row = await t.db
    .insertInto('subscription_packages')
    .values({ performer_id: performer.id, name: 'Monthly', price_cents: 999, period_days: values.periodDays ?? 30, recurring: values.recurring ?? true })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const send = async (eventType: string, fields: Record<string, string>) => {
  const answer = await fake.sendWebhook(webhookUrl, { eventType, fields, format: 'urlencoded' });
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body).data.outcomes as string[];
};

/** A fan subscribed through CCBill: the sale's CCBill subscription id. */
async function subscribedThroughCcbill(fan: Person, packageId: string): Promise<string> {
  const res = await subscribe(t, fan, packageId);
  expect(res.statusCode).toBe(200);
  sale += 1;
  const subscriptionId = `3000${sale}`;
  const outcomes = await send('NewSaleSuccess', {
    subscriptionId,
    transactionId: `0912191102000${sale}`,
    timestamp: '2026-11-23 09:00:00',
    billedInitialPrice: '9.99',
    billedRecurringPrice: '9.99',
    billedCurrencyCode: '840',
    'X-limelight_transaction_id': res.json().data.transaction._id,
  });
  expect(outcomes).toEqual(['applied: paid']);
  return subscriptionId;
}

describe('subscriptions through CCBill', () => {
  it('sends the fan to a recurring FlexForms address whose digest CCBill accepts; a one-off package pays once for its period', async () => {
    const fan = await newFan(t);
    const res = await subscribe(t, fan, await newPackage());
    const url = new URL(res.json().data.paymentUrl as string);
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      initialPrice: '9.99',
      initialPeriod: '30',
      recurringPrice: '9.99',
      recurringPeriod: '30',
      numRebills: '99',
      currencyCode: '840',
    });
    expect(query.formDigest).toBe(md5(`9.99309.993099840${ACCOUNT.salt}`));
    const form = await fetch(url);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('then 9.99 every 30 days');

    const oneOff = new URL((await subscribe(t, await newFan(t), await newPackage({ recurring: false, periodDays: 7 }))).json().data.paymentUrl as string);
    expect(oneOff.searchParams.has('recurringPrice')).toBe(false);
    expect(oneOff.searchParams.get('initialPeriod')).toBe('7');
    expect(oneOff.searchParams.get('formDigest')).toBe(md5(`9.997840${ACCOUNT.salt}`));
    expect((await fetch(oneOff)).status).toBe(200);
  });

  it('the sale starts the subscription; renewals, a failed renewal, a cancellation and an expiration move it', async () => {
    const fan = await newFan(t);
    const ccbillSubscription = await subscribedThroughCcbill(fan, await newPackage());
    let [sub] = await subscriptionsOf(t, fan.id);
    expect(sub).toMatchObject({ status: 'active', gateway: 'ccbill', gateway_reference: ccbillSubscription, price_cents: 999 });
    const firstEnd = sub.current_period_end;

    const renewal = {
      subscriptionId: ccbillSubscription,
      transactionId: `0912191103000${sale}`,
      billedAmount: '9.99',
      billedCurrencyCode: '840',
      timestamp: '2026-12-23 09:00:00',
    };
    expect(await send('RenewalSuccess', renewal)).toEqual(['applied: renewed']);
    expect(await send('RenewalSuccess', renewal)).toEqual(['replay: this event was received before']);
    [sub] = await subscriptionsOf(t, fan.id);
    expect(sub.current_period_end.getTime()).toBe(firstEnd.getTime() + 30 * DAY);
    expect((await earningsOf(t, performer.id)).filter((e) => e.gross_cents === 999).length).toBeGreaterThanOrEqual(2);
    const renewalTx = await t.db.selectFrom('transactions').selectAll().where('gateway_reference', '=', renewal.transactionId).executeTakeFirstOrThrow();
    expect(renewalTx).toMatchObject({ type: 'subscription_renewal', gateway: 'ccbill', subscription_id: sub.id, status: 'success' });

    expect(
      await send('RenewalFailure', {
        subscriptionId: ccbillSubscription,
        failureReason: 'Insufficient funds',
        failureCode: '24',
        timestamp: '2027-01-22 09:00:00',
      }),
    ).toEqual(['applied: renewal failed, past due']);
    [sub] = await subscriptionsOf(t, fan.id);
    expect(sub.status).toBe('past_due');
    expect(sub.grace_until!.getTime()).toBe(sub.current_period_end.getTime() + 3 * DAY);

    expect(await send('Expiration', { subscriptionId: ccbillSubscription, timestamp: '2027-01-25 09:00:00' })).toEqual(['applied: expired']);
    [sub] = await subscriptionsOf(t, fan.id);
    expect(sub.status).toBe('expired');

    const other = await newFan(t);
    const another = await subscribedThroughCcbill(other, await newPackage());
    expect(await send('Cancellation', { subscriptionId: another, reason: 'Customer cancelled', timestamp: '2026-11-24 09:00:00' })).toEqual([
      'applied: cancelled',
    ]);
    expect((await subscriptionsOf(t, other.id))[0].status).toBe('cancelled');
    expect(await send('Cancellation', { subscriptionId: 'no-such-subscription', timestamp: '2026-11-24 09:00:00' })).toEqual(['unknown subscription']);
  });

  it('a cancellation here is told to CCBill through DataLink; when DataLink refuses, nothing changes', async () => {
    const fan = await newFan(t);
    const ccbillSubscription = await subscribedThroughCcbill(fan, await newPackage());
    const [sub] = await subscriptionsOf(t, fan.id);
    const cancel = () => t.request({ method: 'POST', url: `/api/subscriptions/cancel/${sub.id}`, token: fan.token });

    fake.dataLinkResult = '0';
    const refused = await cancel();
    expect(refused.statusCode).toBe(502);
    expect(refused.json().code).toBe('GATEWAY_CANCEL_FAILED');
    expect((await subscriptionsOf(t, fan.id))[0].status).toBe('active');

    fake.dataLinkResult = '1';
    const done = await cancel();
    expect(done.statusCode).toBe(200);
    expect(done.json().data.status).toBe('cancelled');
    expect(fake.dataLinkRequests.at(-1)).toMatchObject({
      action: 'cancelSubscription',
      subscriptionId: ccbillSubscription,
      clientAccnum: ACCOUNT.clientAccnum,
      clientSubacc: ACCOUNT.clientSubacc,
      username: DATALINK_USER.username,
    });
  });

  it('an active CCBill subscription past its period end waits the grace days for a late renewal before it expires', async () => {
    const fan = await newFan(t);
    const ccbillSubscription = await subscribedThroughCcbill(fan, await newPackage());
    const [sub] = await subscriptionsOf(t, fan.id);
    clock.set(new Date(sub.current_period_end.getTime() + DAY));
    await t.app.services.subscriptionJobs.runDue();
    expect((await subscriptionsOf(t, fan.id))[0].status).toBe('active');
    expect(
      await send('RenewalSuccess', { subscriptionId: ccbillSubscription, transactionId: `late-${sale}`, billedAmount: '9.99', billedCurrencyCode: '840' }),
    ).toEqual(['applied: renewed']);
    const [renewed] = await subscriptionsOf(t, fan.id);
    expect(renewed.current_period_end.getTime()).toBe(sub.current_period_end.getTime() + 30 * DAY);

    clock.set(new Date(renewed.current_period_end.getTime() + 3 * DAY));
    await t.app.services.subscriptionJobs.runDue();
    expect((await subscriptionsOf(t, fan.id))[0].status).toBe('expired');
  });
});
