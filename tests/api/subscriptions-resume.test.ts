/**
 * @jest-environment node
 */
// Turning a cancelled subscription back on (POST /subscriptions/:id/resume): the owner, before the period ends,
// gets it active again and renewing as before; anything else is refused and changes nothing. And the monthly
// price a performer's profile shows to everyone.
import type { ManualClock } from '../../server/clock';
import { runAdminCommand } from '../../server/modules/admin/commands';
import { createSubscriptionApp, DAY, newFan, performerWithPackage, subscribed, subscriptionsOf, type Person } from './helpers/subscriptions';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let clock: ManualClock;

beforeAll(async () => {
  ({ t, clock } = await createSubscriptionApp());
}, 60_000);
afterAll(() => t.close());

const post = (url: string, token?: string) => t.request({ method: 'POST', url, token });
const resume = (id: string, who?: Person) => post(`/api/subscriptions/${id}/resume`, who?.token);

/** A fan's paid subscription (recurring unless told), cancelled. */
async function cancelledSubscription(values: { recurring?: boolean } = {}) {
  const { packageId, performer } = await performerWithPackage(t, values);
  const fan = await newFan(t);
  await subscribed(t, fan, packageId);
  const [sub] = await subscriptionsOf(t, fan.id);
  expect((await post(`/api/subscriptions/cancel/${sub.id}`, fan.token)).statusCode).toBe(200);
  return { fan, sub, performer };
}

describe('turning a cancelled subscription back on', () => {
  it('makes it active again, renewing at the same period end as before, and nothing is charged now', async () => {
    const { fan, sub } = await cancelledSubscription();
    const transactionsBefore = await t.db.selectFrom('transactions').select('id').where('subscription_id', '=', sub.id).execute();
    const res = await resume(sub.id, fan);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: sub.id,
      status: 'active',
      recurring: true,
      hasAccess: true,
      currentPeriodEnd: sub.current_period_end.toISOString(),
    });
    expect(res.json().data.nextChargeAt).toBe(sub.current_period_end.toISOString());
    const [row] = await subscriptionsOf(t, fan.id);
    expect(row).toMatchObject({ status: 'active', cancelled_at: null });
    expect(await t.db.selectFrom('transactions').select('id').where('subscription_id', '=', sub.id).execute()).toEqual(transactionsBefore);

    // Recurring as before: at the period end the renewal runs and it goes on.
    const at = new Date(sub.current_period_end.getTime() + 1000).toISOString();
    expect(await runAdminCommand(t.app.services.admin, ['subscriptions', 'run-due', '--at', at])).toMatch(/^renewed [1-9]\d*/);
    const [renewed] = await subscriptionsOf(t, fan.id);
    expect(renewed.status).toBe('active');
    expect(renewed.current_period_end.getTime()).toBe(sub.current_period_end.getTime() + 30 * DAY);
  });

  it('a one-off subscription comes back as one-off: active, still ending at its period end', async () => {
    const { fan, sub } = await cancelledSubscription({ recurring: false });
    const res = await resume(sub.id, fan);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'active', recurring: false, nextChargeAt: null });
  });

  it('refuses one that is not cancelled, a second time, or once the period is over (409), and changes nothing', async () => {
    const { fan, sub } = await cancelledSubscription();
    expect((await resume(sub.id, fan)).statusCode).toBe(200);
    const again = await resume(sub.id, fan);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'SUBSCRIPTION_NOT_RESUMABLE',
      message: 'This subscription cannot be turned back on: the subscription is not cancelled.',
    });

    const late = await cancelledSubscription();
    const was = clock.now();
    clock.set(new Date(late.sub.current_period_end.getTime() + 1000));
    try {
      const over = await resume(late.sub.id, late.fan);
      expect(over.statusCode).toBe(409);
      expect(over.json().message).toContain('its period has ended');
      expect((await subscriptionsOf(t, late.fan.id))[0]).toMatchObject({ status: 'cancelled' });
      await runAdminCommand(t.app.services.admin, ['subscriptions', 'expire-due']);
      expect((await resume(late.sub.id, late.fan)).json().message).toContain('the subscription has ended');
    } finally {
      clock.set(was);
    }
  });

  it('a subscription its gateway renews by itself (CCBill) was stopped there: refused, with the way on', async () => {
    const { fan, sub } = await cancelledSubscription();
    await t.db.updateTable('subscriptions').set({ gateway: 'ccbill', gateway_reference: 'cc-1' }).where('id', '=', sub.id).execute();
    const res = await resume(sub.id, fan);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('subscribe again once it ends');
    expect((await subscriptionsOf(t, fan.id))[0].status).toBe('cancelled');
  });

  it('only its owner: a visitor 401, another fan and the performer 404 as for a missing one, a bad id 400', async () => {
    const { sub, performer } = await cancelledSubscription();
    expect((await resume(sub.id)).statusCode).toBe(401);
    expect((await resume(sub.id, await newFan(t))).statusCode).toBe(404);
    expect((await resume(sub.id, performer)).statusCode).toBe(404);
    expect((await resume('00000000-0000-4000-8000-000000000000', await newFan(t))).statusCode).toBe(404);
    expect((await post('/api/subscriptions/nope/resume', (await newFan(t)).token)).statusCode).toBe(400);
    expect((await t.db.selectFrom('subscriptions').select('status').where('id', '=', sub.id).executeTakeFirstOrThrow()).status).toBe('cancelled');
  });
});

describe("a performer's profile", () => {
  it('answers the cheapest active monthly price that unlocks them, the same for everyone, on the profile only', async () => {
    const { performer } = await performerWithPackage(t, { priceCents: 799 });
    await t.db.insertInto('subscription_packages').values({ performer_id: performer.id, name: 'Yearly', price_cents: 500, period_days: 365 }).execute();
    const visitor = await t.request({ method: 'GET', url: `/api/performers/${performer.username}` });
    expect(visitor.statusCode).toBe(200);
    // The site's own monthly package counts too, when it is cheaper (none here is).
    expect(visitor.json().data.subscriptionPrice).toBeLessThanOrEqual(799);
    const fan = await newFan(t);
    const asFan = await t.request({ method: 'GET', url: `/api/performers/${performer.id}`, token: fan.token });
    expect(asFan.json().data.subscriptionPrice).toBe(visitor.json().data.subscriptionPrice);
    const listed = await t.request({ method: 'GET', url: `/api/performers/search?q=${encodeURIComponent(performer.username)}` });
    expect(listed.json().data.data.every((p: object) => !('subscriptionPrice' in p))).toBe(true);
  });
});
