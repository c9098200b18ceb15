import { sql } from 'kysely';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

const SECRET = 'cli-secret-for-audit';

describe('the audit log of admin actions', () => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp({}, SECRET);
    admin = await t.login('admin', DEMO.admin.password);
    adminId = (await t.request({ method: 'GET', url: '/api/users/me', token: admin })).json().data._id;
  });
  afterAll(() => t.close());

  const audit = async (query = '') => {
    const res = await t.request({ method: 'GET', url: `/api/admin/audit${query}`, token: admin });
    expect(res.statusCode).toBe(200);
    return res.json().data as { data: Array<Record<string, unknown>>; total: number };
  };
  const cli = (args: string[]) => t.request({ method: 'POST', url: '/api/admin/cli', headers: { 'x-admin-cli-secret': SECRET }, payload: { args } });

  it('records an admin changing a setting: who, what, before and after', async () => {
    const res = await t.request({ method: 'PUT', url: '/api/admin/settings/pendingPaymentHours', token: admin, payload: { value: 36 } });
    expect(res.statusCode).toBe(200);
    const [entry] = (await audit('?targetType=setting&targetId=pendingPaymentHours')).data;
    expect(entry).toMatchObject({
      actorId: adminId,
      actorName: 'admin',
      action: 'setting.set',
      targetType: 'setting',
      targetId: 'pendingPaymentHours',
      before: { value: 24 },
      after: { value: 36 },
      reason: null,
    });
    expect(Date.now() - Date.parse(entry.createdAt as string)).toBeLessThan(60_000);
  });

  it("keeps a provider's secret out of the log: only that it was set", async () => {
    await t.request({ method: 'PUT', url: '/api/admin/settings/recaptchaSecretKey', token: admin, payload: { value: 'sekret-123' } });
    const [entry] = (await audit('?targetId=recaptchaSecretKey')).data;
    expect(entry.after).toEqual({ value: '(set, hidden)' });
    expect(JSON.stringify(await audit())).not.toContain('sekret-123');
  });

  it('records the command line as "command line", with the user whose role changed', async () => {
    expect((await cli(['role', 'grant', 'demo', 'performer'])).statusCode).toBe(200);
    const demoId = (await t.db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow()).id;
    const [entry] = (await audit('?action=role.')).data;
    expect(entry).toMatchObject({
      actorId: null,
      actorName: 'command line',
      action: 'role.grant',
      targetType: 'user',
      targetId: demoId,
      before: { username: 'demo', roles: ['user'] },
      after: { username: 'demo', roles: ['performer', 'user'] },
    });
    await cli(['role', 'revoke', 'demo', 'performer']);
    expect((await audit('?action=role.')).data.map((e) => e.action)).toEqual(['role.revoke', 'role.grant']);
  });

  it('records coupons, country blocks and maintenance mode, from the web and the command line', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/coupons',
      token: admin,
      payload: { code: 'AUDIT10', discount: 0.1, numberOfUses: 5, expiredDate: '2030-01-01' },
    });
    const couponId = created.json().data._id;
    await t.request({ method: 'POST', url: `/api/admin/coupons/${couponId}/deactivate`, token: admin });
    const coupon = (await audit(`?targetType=coupon&targetId=${couponId}`)).data;
    expect(coupon.map((e) => e.action)).toEqual(['coupon.deactivate', 'coupon.create']);
    expect(coupon[0]).toMatchObject({ before: { code: 'AUDIT10', active: true }, after: { code: 'AUDIT10', active: false } });

    await cli(['country', 'block', 'NL']);
    await t.request({ method: 'DELETE', url: '/api/admin/country-block/NL', token: admin });
    const country = (await audit('?targetType=country&targetId=NL')).data;
    expect(country.map((e) => [e.action, e.actorName])).toEqual([
      ['country.unblock', 'admin'],
      ['country.block', 'command line'],
    ]);

    await cli(['maintenance', 'on']);
    await cli(['maintenance', 'off']);
    const maintenance = (await audit('?targetId=maintenanceMode')).data;
    expect(maintenance.map((e) => e.after)).toEqual([{ value: false }, { value: true }]);
  });

  it('records nothing for an action that was refused', async () => {
    const before = (await audit()).total;
    expect((await t.request({ method: 'PUT', url: '/api/admin/settings/maintenanceMode', token: admin, payload: { value: 'yes' } })).statusCode).toBe(400);
    expect((await t.request({ method: 'PUT', url: '/api/admin/country-block/ZZ', token: admin })).statusCode).toBe(400);
    expect((await cli(['role', 'grant', 'nobody-here', 'admin'])).statusCode).toBe(404);
    expect((await audit()).total).toBe(before);
  });

  it('writes the record in the transaction of the change: when the record fails, the change is undone', async () => {
    const record = jest.spyOn(t.app.services.audit, 'record').mockRejectedValueOnce(new Error('the disk is full'));
    try {
      const res = await t.request({ method: 'PUT', url: '/api/admin/settings/maintenanceMode', token: admin, payload: { value: true } });
      expect(res.statusCode).toBe(500);
    } finally {
      record.mockRestore();
    }
    const row = await t.db.selectFrom('settings').select('value').where('key', '=', 'maintenanceMode').executeTakeFirstOrThrow();
    expect(row.value).toBe(false);
    expect((await t.request({ method: 'GET', url: '/api/settings/public' })).json().data.maintenanceMode).toBe(false);
  });

  it('is never changed or removed, even by a hand-typed query', async () => {
    const { total } = await audit();
    expect(total).toBeGreaterThan(0);
    await expect(sql`update admin_actions set actor_name = 'someone else'`.execute(t.db)).rejects.toThrow(/never changed/);
    await expect(sql`delete from admin_actions`.execute(t.db)).rejects.toThrow(/never changed/);
    await expect(sql`truncate admin_actions`.execute(t.db)).rejects.toThrow(/never changed/);
    expect((await audit()).total).toBe(total);
  });

  it('pages and filters, newest first', async () => {
    const all = await audit('?limit=200');
    const times = all.data.map((e) => Date.parse(e.createdAt as string));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const page = await audit('?limit=2&offset=1');
    expect(page.total).toBe(all.total);
    expect(page.data.map((e) => e._id)).toEqual(all.data.slice(1, 3).map((e) => e._id));
    expect((await audit(`?actorId=${adminId}`)).data.every((e) => e.actorId === adminId)).toBe(true);
    expect((await audit('?fromDate=2099-01-01T00:00:00Z')).total).toBe(0);
  });

  it('is for admins only', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
    for (const [name, password] of [
      ['demo', DEMO.user.password],
      ['performer', DEMO.performer.password],
    ]) {
      const token = await t.login(name, password);
      expect((await t.request({ method: 'GET', url: '/api/admin/audit', token })).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/admin/audit?actorId=nope', token: admin })).statusCode).toBe(400);
  });
});
