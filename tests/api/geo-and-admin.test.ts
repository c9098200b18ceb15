import { COMMAND_LINE } from '../../server/modules/audit/actor';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

const check = (t: TestApp, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: '/api/country-block/check', headers, remoteAddress }).then((r) => r.json().data.blocked);

describe('country block', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ countryHeader: 'cf-ipcountry' });
    await t.app.services.countryBlock.block('de', COMMAND_LINE);
  });
  afterAll(() => t.close());

  it('blocks a country named by the trusted CDN header', async () => {
    expect(await check(t, { 'cf-ipcountry': 'DE' }, '203.0.113.5')).toBe(true);
    expect(await check(t, { 'cf-ipcountry': 'FR' }, '203.0.113.5')).toBe(false);
  });

  it('falls back to the offline IP lookup (here through a trusted proxy hop)', async () => {
    // 5.9.0.1 is allocated to Germany; the request comes through the local proxy (SSR) which forwards the visitor.
    expect(await check(t, { 'x-forwarded-for': '5.9.0.1' })).toBe(true);
    expect(await check(t, {}, '5.9.0.1')).toBe(true);
    expect(await check(t, {}, '8.8.8.8')).toBe(false);
  });

  it('never blocks loopback', async () => {
    expect(await check(t)).toBe(false);
    expect(await check(t, {}, '::1')).toBe(false);
  });

  it('ignores the country header when none is trusted', async () => {
    const plain = await createTestApp();
    try {
      await plain.app.services.countryBlock.block('DE', COMMAND_LINE);
      expect(await check(plain, { 'cf-ipcountry': 'DE' }, '203.0.113.5')).toBe(false);
    } finally {
      await plain.close();
    }
  });
});

describe('admin routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, 'cli-secret-for-tests');
  });
  afterAll(() => t.close());

  it('refuses anonymous callers (401) and non-admins (403)', async () => {
    expect((await t.request({ method: 'PUT', url: '/api/admin/settings/maintenanceMode', payload: { value: true } })).statusCode).toBe(401);
    const user = await t.login('demo', DEMO.user.password);
    const res = await t.request({ method: 'PUT', url: '/api/admin/settings/maintenanceMode', token: user, payload: { value: true } });
    expect(res.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/settings/public' })).json().data.maintenanceMode).toBe(false);
  });

  it('lets an admin switch maintenance mode, visible in public settings at once', async () => {
    const admin = await t.login('admin', DEMO.admin.password);
    const on = await t.request({ method: 'PUT', url: '/api/admin/settings/maintenanceMode', token: admin, payload: { value: true } });
    expect(on.json()).toEqual({ status: 0, data: { success: true } });
    expect((await t.request({ method: 'GET', url: '/api/settings/public' })).json().data.maintenanceMode).toBe(true);
    await t.request({ method: 'PUT', url: '/api/admin/settings/maintenanceMode', token: admin, payload: { value: false } });
  });

  it('refuses a setting of the wrong type or an unknown one', async () => {
    const admin = await t.login('admin', DEMO.admin.password);
    const wrong = await t.request({ method: 'PUT', url: '/api/admin/settings/maintenanceMode', token: admin, payload: { value: 'yes' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Setting "maintenanceMode" takes a boolean, got a string');
    const unknown = await t.request({ method: 'PUT', url: '/api/admin/settings/nope', token: admin, payload: { value: 1 } });
    expect(unknown.statusCode).toBe(404);
  });

  it('blocks and unblocks countries, refusing unknown codes', async () => {
    const admin = await t.login('admin', DEMO.admin.password);
    await t.request({ method: 'PUT', url: '/api/admin/country-block/fr', token: admin });
    expect((await t.request({ method: 'GET', url: '/api/admin/country-block', token: admin })).json().data).toEqual(['FR']);
    expect((await t.request({ method: 'PUT', url: '/api/admin/country-block/ZZ', token: admin })).statusCode).toBe(400);
    await t.request({ method: 'DELETE', url: '/api/admin/country-block/FR', token: admin });
    expect((await t.request({ method: 'GET', url: '/api/admin/country-block', token: admin })).json().data).toEqual([]);
  });

  it('runs CLI commands only with the server secret', async () => {
    const cli = (secret: string, args: string[]) =>
      t.request({ method: 'POST', url: '/api/admin/cli', headers: { 'x-admin-cli-secret': secret }, payload: { args } });
    expect((await cli('wrong', ['maintenance', 'on'])).statusCode).toBe(403);
    const grant = await cli('cli-secret-for-tests', ['role', 'grant', 'demo', 'performer']);
    expect(grant.json().data.output).toBe('demo now has roles: performer, user');
    const bad = await cli('cli-secret-for-tests', ['role', 'grant', 'demo', 'emperor']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Unknown role "emperor"/);
  });
});
