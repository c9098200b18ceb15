import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('site endpoints', () => {
  it('reports health with the database reachable', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 0, data: { ok: true, database: true } });
  });

  it('sends security headers', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves public settings with the spec defaults and menus', async () => {
    const res = await t.request({ method: 'GET', url: '/api/settings/public' });
    const data = res.json().data;
    expect(data).toMatchObject({
      siteName: 'Limelight',
      currency: 'USD',
      currencySymbol: '$',
      maintenanceMode: false,
      logoUrl: expect.any(String),
      logo: expect.any(String),
      favicon: expect.any(String),
      loginPlaceholderImage: expect.any(String),
      footerContent: expect.any(String),
    });
    expect(data.menus.filter((m: { section: string }) => m.section === 'header').length).toBeGreaterThan(0);
    expect(data).not.toHaveProperty('performerCommission');
  });

  it('filters settings by group and rejects a malformed group', async () => {
    const payment = (await t.request({ method: 'GET', url: '/api/settings/public?group=payment' })).json().data;
    expect(payment).toEqual({ currency: 'USD', currencySymbol: '$', shippingFee: 0, tipMinCents: 100, tipMaxCents: 50_000 });
    const bad = await t.request({ method: 'GET', url: '/api/settings/public?group=a;drop' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/group/);
  });

  it('says age verification is off by default', async () => {
    const res = await t.request({ method: 'GET', url: '/api/users/verifymyage/enabled' });
    expect(res.json()).toEqual({ status: 0, data: { enabled: false, country: null } });
  });

  it('lists countries, languages, phone codes and profile attributes from data packages', async () => {
    const countries = (await t.request({ method: 'GET', url: '/api/countries/list' })).json().data;
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual(expect.objectContaining({ code: 'DE', name: 'Germany' }));
    const languages = (await t.request({ method: 'GET', url: '/api/languages/list' })).json().data;
    expect(languages).toContainEqual(expect.objectContaining({ code: 'fr', name: 'French' }));
    const phones = (await t.request({ method: 'GET', url: '/api/phone-codes/list' })).json().data;
    expect(phones).toContainEqual({ code: '+44', countryCode: 'GB', name: 'United Kingdom' });
    const extra = (await t.request({ method: 'GET', url: '/api/user-additional' })).json().data;
    expect(extra.genders.map((g: { value: string }) => g.value)).toContain('female');
    expect(extra.heights[0]).toEqual({ value: '140', text: '140 cm' });
  });

  it('answers an unknown API route with the error shape', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET /api/no-such-thing not found',
      code: 'ROUTE_NOT_FOUND',
    });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });
});
