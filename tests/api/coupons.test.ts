/**
 * @jest-environment node
 */
// Coupons: what a buyer is told when applying one, and the admin's command line and HTTP routes. Spending a
// use (at payment, once per user, never below zero) is tested with checkout in checkout-*.test.ts.
import { createUser } from './helpers/catalogue';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
let fan: { id: string; token: string };
const DAY = 24 * 60 * 60 * 1000;
const CLI_SECRET = 'cli-secret-for-coupon-tests';

beforeAll(async () => {
  t = await createTestApp({}, CLI_SECRET);
  admin = await t.login(DEMO.admin.username, DEMO.admin.password);
  const user = await createUser(t.db);
  fan = { id: user.id, token: await t.login(user.username, 'test-password') };
});
afterAll(() => t.close());

async function coupon(code: string, values: { discount_bp?: number; uses_left?: number; expires_at?: Date; active?: boolean } = {}) {
  return t.db
    .insertInto('coupons')
    .values({ code, discount_bp: 1000, uses_left: 5, expires_at: new Date(Date.now() + 30 * DAY), ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const apply = (code: string, token = fan.token) => t.request({ method: 'POST', url: `/api/coupons/${code}/apply-coupon`, token });

describe('POST /api/coupons/:code/apply-coupon', () => {
  it('answers the discount as a fraction, the expiry and the uses left, whatever the case of the code', async () => {
    const row = await coupon('Summer15', { discount_bp: 1500, uses_left: 7 });
    const res = await apply('sUMMER15');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ code: 'Summer15', discount: 0.15, expiredDate: row.expires_at.toISOString(), numberOfUses: 7 });
  });

  it('needs a signed-in user', async () => {
    await coupon('VISITOR10');
    expect((await t.request({ method: 'POST', url: '/api/coupons/VISITOR10/apply-coupon' })).statusCode).toBe(401);
  });

  it('answers 404 COUPON_NOT_FOUND for an unknown or a deactivated coupon', async () => {
    await coupon('GONE10', { active: false });
    for (const code of ['NOSUCHCODE', 'GONE10']) {
      const res = await apply(code);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'COUPON_NOT_FOUND', message: expect.stringContaining(code) });
    }
  });

  it('answers 422 with a distinct code and a plain message when expired, used up or already used by this user', async () => {
    await coupon('OLD10', { expires_at: new Date(Date.now() - DAY) });
    await coupon('EMPTY10', { uses_left: 0 });
    const used = await coupon('ONCE10');
    const order = await t.db
      .insertInto('orders')
      .values({
        buyer_id: fan.id,
        kind: 'products',
        status: 'paid',
        currency: 'USD',
        subtotal_cents: 1000,
        discount_cents: 100,
        total_cents: 900,
        coupon_id: used.id,
        coupon_code: used.code,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('coupon_redemptions').values({ coupon_id: used.id, user_id: fan.id, order_id: order.id }).execute();
    const cases = [
      ['OLD10', 'COUPON_EXPIRED', /expired/],
      ['EMPTY10', 'COUPON_USED_UP', /used up/],
      ['ONCE10', 'COUPON_ALREADY_USED', /already used/],
    ] as const;
    for (const [code, errorCode, message] of cases) {
      const res = await apply(code);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: errorCode, message: expect.stringMatching(message) });
    }
    // Another user may still use the coupon this one already used.
    const other = await createUser(t.db);
    expect((await apply('ONCE10', await t.login(other.username, 'test-password'))).statusCode).toBe(200);
  });
});

describe('admin coupon routes', () => {
  it('create, list and deactivate (admins only)', async () => {
    const body = { code: 'ADMIN25', discount: 0.25, numberOfUses: 3, expiredDate: '2030-01-31' };
    expect((await t.request({ method: 'POST', url: '/api/admin/coupons', token: fan.token, payload: body })).statusCode).toBe(403);
    const created = await t.request({ method: 'POST', url: '/api/admin/coupons', token: admin, payload: body });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ code: 'ADMIN25', discount: 0.25, numberOfUses: 3, active: true, expiredDate: '2030-01-31T23:59:59.999Z' });
    const again = await t.request({ method: 'POST', url: '/api/admin/coupons', token: admin, payload: { ...body, code: 'admin25' } });
    expect(again.statusCode).toBe(409);

    const listed = await t.request({ method: 'GET', url: '/api/admin/coupons', token: admin });
    expect(listed.json().data.map((c: { code: string }) => c.code)).toContain('ADMIN25');
    expect((await apply('ADMIN25')).statusCode).toBe(200);

    const off = await t.request({ method: 'POST', url: `/api/admin/coupons/${created.json().data._id}/deactivate`, token: admin });
    expect(off.json().data.active).toBe(false);
    expect((await apply('ADMIN25')).statusCode).toBe(404);
  });

  it('refuses a discount of 0 or above 1, and a date that is not one', async () => {
    for (const payload of [
      { code: 'BAD0', discount: 0, numberOfUses: 1, expiredDate: '2030-01-01' },
      { code: 'BAD2', discount: 1.5, numberOfUses: 1, expiredDate: '2030-01-01' },
      { code: 'BAD3', discount: 0.5, numberOfUses: 1, expiredDate: 'tomorrow-ish' },
    ]) {
      const res = await t.request({ method: 'POST', url: '/api/admin/coupons', token: admin, payload });
      expect(res.statusCode).toBe(400);
    }
    expect(await t.db.selectFrom('coupons').select('code').where('code', 'like', 'BAD%').execute()).toEqual([]);
  });
});

describe('npm run admin -- coupon ...', () => {
  const cli = (args: string[]) => t.request({ method: 'POST', url: '/api/admin/cli', headers: { 'x-admin-cli-secret': CLI_SECRET }, payload: { args } });

  it('creates, lists and deactivates a coupon', async () => {
    const created = await cli(['coupon', 'create', 'SPRING20', '--discount', '0.2', '--uses', '100', '--expires', '2027-06-30']);
    expect(created.statusCode).toBe(200);
    expect(created.json().data.output).toBe('created SPRING20  20% off  100 uses left  expires 2027-06-30T23:59:59.999Z');
    expect((await cli(['coupon', 'list'])).json().data.output).toContain('SPRING20  20% off  100 uses left');
    expect((await cli(['coupon', 'deactivate', 'spring20'])).json().data.output).toContain('(deactivated)');
    const row = await t.db.selectFrom('coupons').selectAll().where('code', '=', 'SPRING20').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ discount_bp: 2000, uses_left: 100, active: false });
  });

  it('says what is missing', async () => {
    const res = await cli(['coupon', 'create', 'NOUSES', '--discount', '0.2', '--expires', '2027-06-30']);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Missing --uses');
  });
});
