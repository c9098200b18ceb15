import type { Db } from '../index';
import type { UserRow } from '../schema';
import { inTransaction } from '../unit-of-work';
import { HttpError } from '../../http/errors';
import { hashPassword } from '../../modules/auth/password';
import type { Services } from '../../services';
import { DemoRandom } from './catalogue/random';

const SEED_KEY = 'demoCheckout';
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** Fans besides the demo one, so the performers' sales are not all from one buyer. Password: fan12345. */
const OTHER_FANS = [
  { name: 'Riley Fan', username: 'riley' },
  { name: 'Sam Fan', username: 'sam' },
  { name: 'Jo Fan', username: 'jo' },
];

type Outcome = 'paid' | 'pending' | 'failed' | 'refunded';

export interface CheckoutSeedReport {
  ms: number;
  orders: Record<Outcome, number>;
}

/**
 * The demo shop's history, once (after the demo catalogue): coupons WELCOME10 (usable), EXPIRED5 and USEDUP50,
 * and orders over the last 90 days for the demo fan and three other fans: paid, pending, failed and refunded.
 * Every order goes through the checkout service and the settlement, exactly as a real one, so earnings, stock,
 * coupon uses and purchases agree; only their dates are then moved into the past.
 */
export async function seedDemoCheckoutOnce(
  db: Db,
  services: Pick<Services, 'checkout' | 'settlement' | 'coupons' | 'sellables'>,
): Promise<CheckoutSeedReport | null> {
  const done = await db.selectFrom('app_meta').select('key').where('key', '=', SEED_KEY).executeTakeFirst();
  if (done) return null;
  const forSale = (table: 'videos' | 'galleries') =>
    db.selectFrom(table).select('id').where('access', '=', 'sale').where('status', '=', 'active').where('price_cents', '>', 0).execute();
  const assets = [
    ...(await forSale('videos')).map((v) => ({ kind: 'video' as const, id: v.id })),
    ...(await forSale('galleries')).map((g) => ({ kind: 'gallery' as const, id: g.id })),
  ];
  const products = await db.selectFrom('products').select(['id', 'type']).where('status', '=', 'active').execute();
  if (assets.length === 0 || products.length === 0) return null;
  const started = Date.now();

  for (const [code, discount, numberOfUses, days] of [
    ['WELCOME10', 0.1, 500, 365],
    ['EXPIRED5', 0.05, 50, -30],
    ['USEDUP50', 0.5, 0, 180],
  ] as const) {
    await services.coupons.create({ code, discount, numberOfUses, expiredDate: new Date(Date.now() + days * DAY).toISOString() }).catch(ignoreConflict);
  }

  const buyers = await fans(db);
  const random = new DemoRandom(20261123);
  const counts: Record<Outcome, number> = { paid: 0, pending: 0, failed: 0, refunded: 0 };
  for (let i = 0; i < 28; i++) {
    const buyer = buyers[i % buyers.length];
    const outcome: Outcome = i < 2 ? 'pending' : random.pick(['paid', 'paid', 'paid', 'paid', 'paid', 'failed', 'refunded'] as const);
    // Pending ones are recent (younger than the 24 hours after which they expire); the rest spread over 90 days.
    const at =
      outcome === 'pending' ? new Date(Date.now() - random.int(1, 20) * HOUR) : new Date(Date.now() - random.int(1, 89) * DAY - random.int(0, 23) * HOUR);
    // WELCOME10 stays unused by the demo fan, who can try it on a fresh site.
    const couponCode = i % 9 === 4 && buyer.username !== 'demo' ? 'WELCOME10' : undefined;
    const purchase = await attempt(() => {
      if (random.chance(0.4)) {
        const asset = random.pick(assets);
        return services.checkout.purchase(buyer, services.sellables[asset.kind], { id: asset.id, couponCode }, '');
      }
      const lines = random.some(products, random.int(1, 2)).map((p) => ({ _id: p.id, quantity: p.type === 'digital' ? 1 : random.int(1, 2) }));
      const shipping = {
        name: buyer.name,
        address: '12 Demo Street, Springfield',
        phone: '+1 555 0100',
        postalCode: '12345',
        city: 'Springfield',
        country: 'US',
      };
      return services.checkout.purchase(buyer, services.sellables.product, { products: lines, couponCode, shipping }, '');
    });
    if (!purchase) continue;
    const txId = purchase.transaction._id;
    if (outcome !== 'pending' && purchase.transaction.status === 'pending') {
      await settle(db, services, txId, outcome === 'failed' ? { kind: 'failed', reason: 'Declined in the payment sandbox' } : { kind: 'paid' });
      if (outcome === 'refunded') await settle(db, services, txId, { kind: 'reversed', reversal: 'refunded', reason: 'Refunded at the buyer’s request' });
    }
    await backdate(db, purchase.order._id, txId, at);
    counts[outcome] += 1;
  }

  await seedSubscribers(
    db,
    services,
    buyers.filter((b) => b.username !== 'demo'),
  );

  await db
    .insertInto('app_meta')
    .values({ key: SEED_KEY, value: JSON.stringify({ version: 1, at: new Date().toISOString(), counts }) })
    .execute();
  return { ms: Date.now() - started, orders: counts };
}

/**
 * The demo performer's subscribers, so their Studio has some: each other fan subscribes to the performer's monthly
 * package through the checkout and the settlement, a few days apart; the subscription's period is then moved back
 * with its payment.
 */
async function seedSubscribers(db: Db, services: Pick<Services, 'checkout' | 'settlement' | 'sellables'>, subscribers: UserRow[]): Promise<void> {
  const monthly = await db
    .selectFrom('subscription_packages')
    .innerJoin('users', 'users.id', 'subscription_packages.performer_id')
    .select(['subscription_packages.id', 'subscription_packages.period_days'])
    .where('users.username', '=', 'performer')
    .where('subscription_packages.period_days', '=', 30)
    .executeTakeFirst();
  if (!monthly) return;
  for (const [i, fan] of subscribers.entries()) {
    const purchase = await attempt(() => services.checkout.purchase(fan, services.sellables.subscription, { packageId: monthly.id }, ''));
    if (!purchase) continue;
    await settle(db, services, purchase.transaction._id, { kind: 'paid' });
    const at = new Date(Date.now() - (4 + i * 8) * DAY);
    await backdate(db, purchase.order._id, purchase.transaction._id, at);
    const paidAt = new Date(at.getTime() + 3 * 60 * 1000);
    await db
      .updateTable('subscriptions')
      .set({ started_at: paidAt, created_at: paidAt, current_period_end: new Date(paidAt.getTime() + monthly.period_days * DAY) })
      .where('user_id', '=', fan.id)
      .where('package_id', '=', monthly.id)
      .execute();
  }
}

/** The demo fan and the other fans, created when missing. */
async function fans(db: Db): Promise<UserRow[]> {
  const hash = await hashPassword('fan12345');
  for (const fan of OTHER_FANS) {
    await db
      .insertInto('users')
      .values({ name: fan.name, username: fan.username, email: `${fan.username}@limelight.local`, password_hash: hash, roles: ['user'], verified_email: true })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return db
    .selectFrom('users')
    .selectAll()
    .where('username', 'in', ['demo', ...OTHER_FANS.map((f) => f.username)])
    .orderBy('username')
    .execute();
}

/** A purchase the catalogue refuses (bought already, out of stock, the coupon used) is simply not part of the history. */
async function attempt<T>(purchase: () => Promise<T>): Promise<T | null> {
  try {
    return await purchase();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return null;
    throw error;
  }
}

function ignoreConflict(error: unknown): void {
  if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
}

function settle(db: Db, services: Pick<Services, 'settlement'>, txId: string, outcome: Parameters<Services['settlement']['apply']>[3]) {
  return inTransaction(db, (trx, afterCommit) => services.settlement.apply(trx, afterCommit, { transactionId: txId }, outcome));
}

/** Moves an order and everything its payment wrote to `at` (a few minutes apart, as a real payment would be). */
async function backdate(db: Db, orderId: string, txId: string, at: Date): Promise<void> {
  const paidAt = new Date(at.getTime() + 3 * 60 * 1000);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('orders').set({ created_at: at, updated_at: paidAt }).where('id', '=', orderId).execute();
    await trx.updateTable('orders').set({ paid_at: paidAt }).where('id', '=', orderId).where('paid_at', 'is not', null).execute();
    await trx.updateTable('order_lines').set({ created_at: at, updated_at: paidAt }).where('order_id', '=', orderId).execute();
    await trx.updateTable('transactions').set({ created_at: at, updated_at: paidAt }).where('id', '=', txId).execute();
    await trx.updateTable('transactions').set({ settled_at: paidAt }).where('id', '=', txId).where('settled_at', 'is not', null).execute();
    await trx.updateTable('earnings').set({ created_at: paidAt }).where('transaction_id', '=', txId).execute();
    await trx
      .updateTable('earnings')
      .set({ reversed_at: new Date(Math.min(Date.now(), paidAt.getTime() + 2 * DAY)) })
      .where('transaction_id', '=', txId)
      .where('reversed_at', 'is not', null)
      .execute();
    await trx.updateTable('purchases').set({ created_at: paidAt }).where('order_id', '=', orderId).execute();
    await trx.updateTable('coupon_redemptions').set({ created_at: paidAt }).where('order_id', '=', orderId).execute();
    await trx.updateTable('webhook_deliveries').set({ received_at: paidAt }).where('transaction_id', '=', txId).execute();
  });
}
