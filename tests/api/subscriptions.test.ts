/**
 * @jest-environment node
 */
// Subscribing and the subscription routes: what POST /payment/subscribe refuses, the order and transaction it
// makes, the site's package, the fan's and the performer's lists, cancelling, and the admin command line's runs.
import type { ManualClock } from '../../server/clock';
import { runAdminCommand } from '../../server/modules/admin/commands';
import { createPerformer, createVideo } from './helpers/catalogue';
import { decide, ledger, pendingPurchase } from './helpers/checkout';
import {
  canView,
  createSubscriptionApp,
  DAY,
  earningsOf,
  newFan,
  performerWithPackage,
  signedIn,
  subscribe,
  subscribed,
  subscriptionsOf,
} from './helpers/subscriptions';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let clock: ManualClock;
let admin: string;

beforeAll(async () => {
  ({ t, clock } = await createSubscriptionApp());
  admin = await t.login('admin', 'admin12345');
}, 60_000);
afterAll(() => t.close());

const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });
const post = (url: string, token: string, payload?: object) => t.request({ method: 'POST', url, token, ...(payload ? { payload } : {}) });

describe('subscribing', () => {
  it('answers a Purchase for one period: a subscription order with the package as its one line', async () => {
    const { performer, packageId } = await performerWithPackage(t);
    const fan = await newFan(t);
    const res = await subscribe(t, fan, packageId);
    expect(res.statusCode).toBe(200);
    const { order, transaction, paymentUrl } = res.json().data;
    expect(order).toMatchObject({ total: 500, status: 'created' });
    expect(order.lines).toEqual([expect.objectContaining({ objectId: packageId, quantity: 1, unitPrice: 500 })]);
    expect(transaction).toMatchObject({ type: 'subscription', status: 'pending', gateway: 'sandbox', amount: 500 });
    expect(paymentUrl).toMatch(new RegExp(`/payment/sandbox/${transaction._id}$`));
    const line = await t.db.selectFrom('order_lines').selectAll().where('order_id', '=', order._id).executeTakeFirstOrThrow();
    expect(line).toMatchObject({ object_type: 'subscription', object_id: packageId, performer_id: performer.id });
    expect(await subscriptionsOf(t, fan.id)).toEqual([]);
  });

  it('refuses a second subscription while the first gives access (cancelled or past due too), and changes nothing', async () => {
    const { packageId } = await performerWithPackage(t);
    const fan = await newFan(t);
    await subscribed(t, fan, packageId);
    const before = await ledger(t);
    const again = await subscribe(t, fan, packageId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_SUBSCRIBED');
    const [sub] = await subscriptionsOf(t, fan.id);
    await post(`/api/subscriptions/cancel/${sub.id}`, fan.token);
    const whileCancelled = await subscribe(t, fan, packageId);
    expect(whileCancelled.statusCode).toBe(409);
    expect(whileCancelled.json().message).toContain('cancelled');
    expect(await ledger(t)).toEqual(before);
  });

  it('two subscribe clicks before paying answer one order: one subscription of one period, one earning', async () => {
    const { performer, packageId } = await performerWithPackage(t);
    const fan = await newFan(t);
    const first = await pendingPurchase(await subscribe(t, fan, packageId));
    const second = await pendingPurchase(await subscribe(t, fan, packageId));
    expect(second).toBe(first);
    await Promise.all([decide(t, fan, first, 'approve'), decide(t, fan, second, 'approve')]);
    const rows = await subscriptionsOf(t, fan.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].current_period_end.getTime() - rows[0].started_at.getTime()).toBe(30 * DAY);
    expect(await earningsOf(t, performer.id)).toHaveLength(1);
  });

  it('refuses unknown and inactive packages (404), one’s own (422) and bad input (400)', async () => {
    const { performer, packageId } = await performerWithPackage(t);
    const fan = await newFan(t);
    expect((await subscribe(t, fan, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await subscribe(t, fan, 'nope')).statusCode).toBe(400);
    expect((await subscribe(t, performer, packageId)).json()).toMatchObject({ code: 'OWN_ITEM' });
    await t.db.updateTable('subscription_packages').set({ active: false }).where('id', '=', packageId).execute();
    expect((await subscribe(t, fan, packageId)).json().code).toBe('PACKAGE_NOT_FOUND');
    expect((await t.request({ method: 'POST', url: '/api/payment/subscribe', payload: { packageId } })).statusCode).toBe(401);
  });

  it('copies the price at subscribe: a later price change touches new subscriptions only', async () => {
    const { performer, packageId } = await performerWithPackage(t);
    const fan = await newFan(t);
    await subscribed(t, fan, packageId);
    const edited = await t.request({ method: 'PUT', url: `/api/package/subscription/${packageId}`, token: performer.token, payload: { price: 900 } });
    expect(edited.json().data.price).toBe(900);
    const [sub] = await subscriptionsOf(t, fan.id);
    expect(sub.price_cents).toBe(500);
    clock.set(sub.current_period_end);
    await t.app.services.subscriptionJobs.runDue();
    expect((await earningsOf(t, performer.id)).map((e) => e.gross_cents)).toEqual([500, 500]);
    const other = await newFan(t);
    expect((await subscribe(t, other, packageId)).json().data.order.total).toBe(900);
  });

  it('the site’s package unlocks every performer’s subscriber content and earns no performer anything', async () => {
    const site = await t.db
      .insertInto('subscription_packages')
      .values({ performer_id: null, name: 'All access', price_cents: 2000, period_days: 30 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { performer, videoId } = await performerWithPackage(t);
    const elsewhere = await createVideo(t.db, { performer_id: (await createPerformer(t.db)).id, access: 'subscribers' });
    const fan = await newFan(t);
    const txId = await subscribed(t, fan, site.id);
    const [sub] = await subscriptionsOf(t, fan.id);
    expect(sub).toMatchObject({ performer_id: null, status: 'active', price_cents: 2000 });
    expect(await canView(t, fan, videoId)).toBe(true);
    expect(await canView(t, fan, elsewhere.id)).toBe(true);
    expect(await t.db.selectFrom('earnings').select('id').where('transaction_id', '=', txId).execute()).toEqual([]);
    expect(await earningsOf(t, performer.id)).toEqual([]);
    const line = await t.db.selectFrom('order_lines').select('performer_id').where('object_id', '=', site.id).executeTakeFirstOrThrow();
    expect(line.performer_id).toBeNull();

    const current = (await get('/api/subscriptions/current', fan.token)).json().data.subscription;
    expect(current).toMatchObject({ _id: sub.id, performer: null, package: { _id: site.id, name: 'All access' }, hasAccess: true });
    // The site's subscription is the one that gives access to a performer the fan has none of their own with.
    expect((await get(`/api/subscriptions/current?performerId=${performer.id}`, fan.token)).json().data.subscription._id).toBe(sub.id);
    const cancelled = await post('/api/subscriptions/cancel', fan.token);
    expect(cancelled.json().data).toMatchObject({ _id: sub.id, status: 'cancelled' });
  });

  it('a full discount buys one period that is not renewed (no gateway charges it)', async () => {
    const { packageId } = await performerWithPackage(t);
    await t.db
      .insertInto('coupons')
      .values({ code: 'SUBFREE', discount_bp: 10000, uses_left: 10, expires_at: new Date(Date.now() + 400 * DAY) })
      .execute();
    const fan = await newFan(t);
    const res = await subscribe(t, fan, packageId, 'SUBFREE');
    expect(res.json().data.transaction).toMatchObject({ status: 'success', gateway: 'free', amount: 0 });
    const [sub] = await subscriptionsOf(t, fan.id);
    expect(sub).toMatchObject({ status: 'active', recurring: false, gateway: 'free' });
  });
});

describe('the subscription routes', () => {
  it('lists the fan’s own subscriptions, and the performer’s subscribers with what each paid', async () => {
    const { performer, packageId } = await performerWithPackage(t);
    const fan = await newFan(t);
    const other = await newFan(t);
    await subscribed(t, fan, packageId);
    const declinedTx = await pendingPurchase(await subscribe(t, other, packageId));
    await decide(t, other, declinedTx, 'decline');

    const mine = (await get('/api/subscriptions/user/search', fan.token)).json().data;
    expect(mine.total).toBe(1);
    expect(mine.data[0]).toMatchObject({
      userId: fan.id,
      performer: { _id: performer.id },
      package: { _id: packageId, name: 'Monthly' },
      status: 'active',
      hasAccess: true,
      price: 500,
    });
    expect(mine.data[0].nextChargeAt).toBe(mine.data[0].currentPeriodEnd);
    expect((await get('/api/subscriptions/user/search', other.token)).json().data.total).toBe(0);
    expect((await get('/api/subscriptions/user/search?status=expired', fan.token)).json().data.total).toBe(0);

    const subscribers = (await get('/api/subscriptions/performer/search', performer.token)).json().data;
    expect(subscribers.total).toBe(1);
    expect(subscribers.data[0]).toMatchObject({ subscriber: { _id: fan.id, username: fan.username }, totalPaid: 500, status: 'active' });

    const stranger = await signedIn(t, await createPerformer(t.db));
    expect((await get('/api/subscriptions/performer/search', stranger.token)).json().data.total).toBe(0);
    expect((await get(`/api/subscriptions/performer/search?performerId=${performer.id}`, stranger.token)).statusCode).toBe(403);
    expect((await get('/api/subscriptions/performer/search', fan.token)).statusCode).toBe(403);
    const asAdmin = (await get(`/api/subscriptions/performer/search?performerId=${performer.id}`, admin)).json().data;
    expect(asAdmin.data.map((s: { subscriber: { _id: string } }) => s.subscriber._id)).toEqual([fan.id]);
  });

  it('cancels: the subscriber or an admin; anyone else 404; twice is a 409; none open is a 404', async () => {
    const { performer, packageId } = await performerWithPackage(t);
    const fan = await newFan(t);
    const other = await newFan(t);
    await subscribed(t, fan, packageId);
    const [sub] = await subscriptionsOf(t, fan.id);
    expect((await post(`/api/subscriptions/cancel/${sub.id}`, other.token)).statusCode).toBe(404);
    expect((await post(`/api/subscriptions/cancel/${sub.id}`, performer.token)).statusCode).toBe(404);
    expect((await post(`/api/subscriptions/cancel`, other.token, { performerId: performer.id })).statusCode).toBe(404);
    const byAdmin = await post(`/api/subscriptions/cancel/${sub.id}`, admin);
    expect(byAdmin.json().data).toMatchObject({ status: 'cancelled', hasAccess: true });
    const twice = await post(`/api/subscriptions/cancel/${sub.id}`, fan.token);
    expect(twice.statusCode).toBe(409);
    expect((await post('/api/subscriptions/cancel', fan.token, {})).statusCode).toBe(404);
    expect((await get(`/api/subscriptions/current?performerId=${performer.id}`, fan.token)).json().data.subscription).toMatchObject({
      _id: sub.id,
      status: 'cancelled',
    });
  });

  it('the admin command line runs renewals and expiry as if the time were --at', async () => {
    const { packageId } = await performerWithPackage(t);
    const fan = await newFan(t);
    await subscribed(t, fan, packageId);
    const [sub] = await subscriptionsOf(t, fan.id);
    await post(`/api/subscriptions/cancel/${sub.id}`, fan.token);
    const { admin: service } = t.app.services;
    expect(await runAdminCommand(service, ['subscriptions', 'expire-due'])).toMatch(/^expired \d+ subscription/);
    expect((await subscriptionsOf(t, fan.id))[0].status).toBe('cancelled');
    const at = new Date(sub.current_period_end.getTime() + 1000).toISOString();
    expect(await runAdminCommand(service, ['subscriptions', 'run-due', '--at', at])).toMatch(/^renewed \d+, declined \d+, undelivered 0, expired \d+$/);
    expect((await subscriptionsOf(t, fan.id))[0].status).toBe('expired');
    await expect(runAdminCommand(service, ['subscriptions', 'run-due', '--at', 'soon'])).rejects.toMatchObject({ statusCode: 400 });
    expect(await runAdminCommand(service, ['subscriptions', 'fail-next-renewal'])).toContain('declined');
    expect(await t.app.services.settings.get('sandboxFailNextRenewal', false)).toBe(true);
    await t.app.services.settings.set('sandboxFailNextRenewal', false);
  });
});
