/**
 * @jest-environment node
 */
// The demo shop's history is made through checkout and the settlement, so everything it wrote agrees: each paid
// order's earnings match its delivered lines, refunded ones are reversed and unlocked nothing, failed and pending
// ones moved no money.
import { sql } from 'kysely';
import { seedDemoCheckoutOnce } from '../../server/db/seed/checkout';
import { createPerformer, createProduct, createVideo } from './helpers/catalogue';
import { createCheckoutApp } from './helpers/checkout';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let report: Awaited<ReturnType<typeof seedDemoCheckoutOnce>>;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createCheckoutApp();
  for (let i = 0; i < 3; i++) {
    const performer = await createPerformer(t.db);
    for (let v = 0; v < 4; v++) await createVideo(t.db, { performer_id: performer.id, access: 'sale', price_cents: 300 + v * 100 });
    await createProduct(t.db, { performer_id: performer.id, type: 'digital', stock: null, price_cents: 900 });
    await createProduct(t.db, { performer_id: performer.id, stock: 50, price_cents: 2500 });
  }
  report = await seedDemoCheckoutOnce(t.db, t.app.services);
}, 120_000);
afterAll(() => t.close());

it('seeds the three coupons and paid, pending, failed and refunded orders over the last 90 days, once', async () => {
  const coupons = await t.db.selectFrom('coupons').select(['code', 'uses_left', 'expires_at']).orderBy('code').execute();
  expect(coupons.map((c) => c.code)).toEqual(['EXPIRED5', 'USEDUP50', 'WELCOME10']);
  expect(coupons.find((c) => c.code === 'EXPIRED5')!.expires_at.getTime()).toBeLessThan(Date.now());
  expect(coupons.find((c) => c.code === 'USEDUP50')!.uses_left).toBe(0);
  expect(report!.orders).toEqual({ paid: expect.any(Number), pending: expect.any(Number), failed: expect.any(Number), refunded: expect.any(Number) });
  for (const n of Object.values(report!.orders)) expect(n).toBeGreaterThan(0);
  const statuses = await t.db.selectFrom('orders').select('status').distinct().execute();
  expect(statuses.map((s) => s.status).sort()).toEqual(['created', 'failed', 'paid', 'refunded']);
  const oldest = await t.db
    .selectFrom('orders')
    .select((eb) => eb.fn.min('created_at').as('at'))
    .executeTakeFirstOrThrow();
  expect(Date.now() - new Date(oldest.at as Date).getTime()).toBeGreaterThan(7 * DAY);
  expect(Date.now() - new Date(oldest.at as Date).getTime()).toBeLessThan(91 * DAY);
  const demo = await t.db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.buyer_id')
    .select('orders.id')
    .where('users.username', '=', 'demo')
    .execute();
  expect(demo.length).toBeGreaterThan(0);
  expect(await seedDemoCheckoutOnce(t.db, t.app.services)).toBeNull();
  // The demo fan can still try WELCOME10.
  const used = await t.db.selectFrom('coupon_redemptions').innerJoin('users', 'users.id', 'coupon_redemptions.user_id').select('users.username').execute();
  expect(used.map((u) => u.username)).not.toContain('demo');
});

it('leaves earnings, purchases and statuses agreeing with each order', async () => {
  const { rows } = await sql<{ status: string; total: number; earned: number; reversed: number; granted: number; tx: string }>`
    select o.status, o.total_cents as total,
      coalesce((select sum(e.gross_cents) from earnings e join order_lines l on l.id = e.order_line_id where l.order_id = o.id and e.status = 'earned'), 0)::int as earned,
      coalesce((select count(*) from earnings e join order_lines l on l.id = e.order_line_id where l.order_id = o.id and e.status = 'reversed'), 0)::int as reversed,
      (select count(*) from purchases p where p.order_id = o.id)::int as granted,
      (select t.status from transactions t where t.order_id = o.id) as tx
    from orders o`.execute(t.db);
  for (const order of rows) {
    if (order.status === 'paid') {
      expect(order.tx).toBe('success');
      expect(order.earned).toBeGreaterThan(0);
    } else {
      expect(order.earned).toBe(0);
      expect(order.granted).toBe(0);
    }
    if (order.status === 'refunded') expect([order.tx, order.reversed > 0]).toEqual(['refunded', true]);
    if (order.status === 'failed') expect(order.tx).toBe('failed');
    if (order.status === 'created') expect(order.tx).toBe('pending');
  }
  // Paid orders delivered everything here (stock was plentiful): earnings sum to what the buyers paid.
  const paid = rows.filter((r) => r.status === 'paid');
  expect(paid.reduce((a, r) => a + r.earned, 0)).toBe(paid.reduce((a, r) => a + r.total, 0));
});
