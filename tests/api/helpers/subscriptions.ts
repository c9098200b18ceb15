import { ManualClock } from '../../../server/clock';
import { injectTransport } from '../../../server/payments/webhook-transport';
import { createPerformer, createUser, createVideo } from './catalogue';
import { decide, pendingPurchase } from './checkout';
import { createTestApp, type TestApp } from './test-app';

export const DAY = 24 * 60 * 60 * 1000;

/** A checkout test API whose subscriptions live by a clock the test moves. */
export async function createSubscriptionApp(): Promise<{ t: TestApp; clock: ManualClock }> {
  const clock = new ManualClock(new Date());
  const t = await createTestApp({ authRateLimitPerMinute: 100_000 }, undefined, undefined, { webhookTransport: injectTransport, clock });
  return { t, clock };
}

export interface Person {
  id: string;
  username: string;
  token: string;
}

export async function signedIn(t: TestApp, user: { id: string; username: string }): Promise<Person> {
  return { id: user.id, username: user.username, token: await t.login(user.username, 'test-password') };
}

export const newFan = async (t: TestApp) => signedIn(t, await createUser(t.db));

/** A performer with a monthly package (500 cents, 30 days, recurring unless told) and a subscriber-only video. */
export async function performerWithPackage(t: TestApp, values: { recurring?: boolean; priceCents?: number; periodDays?: number } = {}) {
  const performer = await signedIn(t, await createPerformer(t.db));
  const pkg = await t.db
    .insertInto('subscription_packages')
    .values({
      performer_id: performer.id,
      name: 'Monthly',
      price_cents: values.priceCents ?? 500,
      period_days: values.periodDays ?? 30,
      recurring: values.recurring ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const video = await createVideo(t.db, { performer_id: performer.id, access: 'subscribers', title: 'For subscribers' });
  return { performer, packageId: pkg.id, videoId: video.id };
}

export function subscribe(t: TestApp, fan: Person, packageId: string, couponCode?: string) {
  return t.request({ method: 'POST', url: '/api/payment/subscribe', token: fan.token, payload: couponCode ? { packageId, couponCode } : { packageId } });
}

/** Subscribes and approves in the sandbox: the transaction id. */
export async function subscribed(t: TestApp, fan: Person, packageId: string): Promise<string> {
  const txId = await pendingPurchase(await subscribe(t, fan, packageId));
  const approved = await decide(t, fan, txId, 'approve');
  if (approved.statusCode !== 200) throw new Error(`approve failed: ${approved.statusCode} ${approved.body}`);
  return txId;
}

export async function canView(t: TestApp, fan: Person, videoId: string): Promise<boolean> {
  const res = await t.request({ method: 'GET', url: `/api/user/assets/videos/${videoId}`, token: fan.token });
  if (res.statusCode !== 200) throw new Error(`video detail: ${res.statusCode} ${res.body}`);
  return res.json().data.canView as boolean;
}

export function subscriptionsOf(t: TestApp, userId: string) {
  return t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
}

export function earningsOf(t: TestApp, performerId: string) {
  return t.db.selectFrom('earnings').selectAll().where('performer_id', '=', performerId).orderBy('created_at').execute();
}
