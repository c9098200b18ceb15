/**
 * @jest-environment node
 */
import { ManualClock } from '../../server/clock';
import { injectTransport } from '../../server/payments/webhook-transport';
import { createGallery, createPhoto, createUser, purchase } from './helpers/catalogue';
import { CLIENT_ID, CLIENT_SECRET, FakeVerifyMyAge } from './helpers/fake-verifymyage';
import { newFan, performerWithPackage, signedIn, subscribed, type Person } from './helpers/subscriptions';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

const provider = new FakeVerifyMyAge();
beforeAll(() => provider.start());
afterAll(() => provider.stop());

let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  clock = new ManualClock(new Date());
  t = await createTestApp(
    {
      authRateLimitPerMinute: 100_000,
      countryHeader: 'cf-ipcountry',
      ageVerification: { enabled: null, countries: null, provider: null, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, baseUrl: provider.baseUrl },
    },
    undefined,
    undefined,
    { webhookTransport: injectTransport, clock },
  );
});
afterAll(() => t.close());

const settings = () => t.app.services.settings;
/** Our callback page at the address the request came to (no SITE_URL here). */
const CALLBACK = 'http://localhost:80/age-verification/callback';
const from = (country: string) => ({ 'cf-ipcountry': country });

async function useProvider(name: 'verifymyage' | 'simulator', countries: string[] = []) {
  await settings().set('ageVerificationEnabled', true);
  await settings().set('ageVerificationProvider', name);
  await settings().set('ageVerificationCountries', countries);
}

const start = (fan: Person, country = 'GB', userId = fan.id) =>
  t.request({ method: 'POST', url: '/api/users/verifymyage/start', token: fan.token, headers: from(country), payload: { userId, country } });
const callback = (fan: Person, query: Record<string, string>) =>
  t.request({ method: 'GET', url: `/api/users/verifymyage/callback?${new URLSearchParams(query)}`, token: fan.token, headers: from('GB') });
const status = async (fan: Person) => (await t.request({ method: 'GET', url: '/api/users/verifymyage/status', token: fan.token })).json().data;
const flag = async (fan: Person) =>
  (await t.db.selectFrom('users').select('verifymyage_verified').where('id', '=', fan.id).executeTakeFirstOrThrow()).verifymyage_verified;

/** Starts a verification and plays the user at the provider: the state and the code it sends back. */
async function throughProvider(fan: Person, outcome: 'approved' | 'failed' | 'pending') {
  const res = await start(fan);
  expect(res.statusCode).toBe(200);
  const authorize = res.json().data.redirectUrl as string;
  return { state: new URL(authorize).searchParams.get('state')!, code: provider.issue(authorize, outcome), authorize };
}

describe('where age verification applies', () => {
  const enabled = async (country: string) => (await t.request({ method: 'GET', url: '/api/users/verifymyage/enabled', headers: from(country) })).json().data;

  it('is off by default, on for every country, or only for the listed ones, from the same country lookup as geo-blocking', async () => {
    expect(await enabled('GB')).toEqual({ enabled: false, country: 'GB' });
    await useProvider('verifymyage');
    expect(await enabled('US')).toEqual({ enabled: true, country: 'US' });
    await useProvider('verifymyage', ['GB', 'FR']);
    expect(await enabled('GB')).toEqual({ enabled: true, country: 'GB' });
    expect(await enabled('fr')).toEqual({ enabled: true, country: 'FR' });
    expect(await enabled('US')).toEqual({ enabled: false, country: 'US' });
  });
});

describe('the VerifyMyAge flow against the provider on 127.0.0.1', () => {
  beforeAll(() => useProvider('verifymyage'));

  it('sends the user to the provider with the OAuth parameters, never the secret', async () => {
    const fan = await newFan(t);
    const res = await start(fan, 'GB');
    expect(res.body).not.toContain(CLIENT_SECRET);
    const url = new URL(res.json().data.redirectUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.baseUrl}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: CLIENT_ID,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'adult',
      state: expect.stringMatching(/^[\w-]{40,}$/),
      country: 'gb',
    });
    expect(await status(fan)).toMatchObject({ status: 'pending', verified: false, provider: 'verifymyage' });
    const settingsAnswer = await t.request({ method: 'GET', url: '/api/settings/public' });
    expect(settingsAnswer.body).not.toContain(CLIENT_SECRET);
  });

  it("keeps a stored secret out of the admins' settings list too, saying only that it is set", async () => {
    await settings().set('verifyMyAgeClientSecret', 'a-stored-client-secret');
    const admin = await t.login('admin', DEMO.admin.password);
    const res = await t.request({ method: 'GET', url: '/api/admin/settings', token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('a-stored-client-secret');
    expect(res.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'verifyMyAgeClientSecret', value: '(set, hidden)' })]));
  });

  it("refuses to start for another user's id (403) and for an unknown country (400)", async () => {
    const [fan, other] = [await newFan(t), await newFan(t)];
    expect((await start(fan, 'GB', other.id)).statusCode).toBe(403);
    expect(await status(other)).toMatchObject({ status: 'none' });
    const unknown = await start(fan, 'XX');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('UNKNOWN_COUNTRY');
  });

  it('records a verified user: the code is exchanged with the client credentials and the result read with the token', async () => {
    const fan = await newFan(t);
    const { state, code } = await throughProvider(fan, 'approved');
    const res = await callback(fan, { code, state });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'verified', verified: true, provider: 'verifymyage', reference: expect.stringMatching(/^vma-token-/) });
    expect(res.json().data.verifiedAt).toEqual(expect.any(String));
    expect(Object.fromEntries(provider.tokenRequests.at(-1)!)).toEqual({
      grant_type: 'authorization_code',
      code,
      redirect_uri: CALLBACK,
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
    });
    expect(await flag(fan)).toBe(true);
    const me = await t.request({ method: 'GET', url: '/api/users/me', token: fan.token });
    expect(me.json().data.verifymyage_verified).toBe(true);
    const again = await start(fan);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('AGE_ALREADY_VERIFIED');
  });

  it('records a denied user as failed, and they may try again', async () => {
    const fan = await newFan(t);
    const { state, code } = await throughProvider(fan, 'failed');
    const res = await callback(fan, { code, state });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'failed', verified: false });
    expect(await flag(fan)).toBe(false);
    expect((await start(fan)).statusCode).toBe(200);
  });

  it('refuses a tampered, reused or expired state, and changes nothing', async () => {
    const fan = await newFan(t);
    const { state, code } = await throughProvider(fan, 'approved');
    const tampered = await callback(fan, { code, state: `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}` });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().code).toBe('AGE_STATE_INVALID');
    expect((await callback(fan, { code })).statusCode).toBe(400);
    expect(await status(fan)).toMatchObject({ status: 'pending', verified: false });

    expect((await callback(fan, { code, state })).statusCode).toBe(200);
    const reused = await callback(fan, { code, state });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('AGE_STATE_USED');

    const late = await newFan(t);
    const expired = await throughProvider(late, 'approved');
    clock.advance(31 * 60_000);
    const res = await callback(late, { code: expired.code, state: expired.state });
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('AGE_STATE_EXPIRED');
    expect(await flag(late)).toBe(false);
  });

  it("refuses another user's state (403) and a code the provider rejects (400), leaving the state usable", async () => {
    const [fan, intruder] = [await newFan(t), await newFan(t)];
    const { state, code } = await throughProvider(fan, 'approved');
    const stolen = await callback(intruder, { code, state });
    expect(stolen.statusCode).toBe(403);
    expect(await flag(intruder)).toBe(false);

    const rejected = await callback(fan, { code: 'a-code-the-provider-never-issued', state });
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json().code).toBe('AGE_CODE_REJECTED');
    expect((await callback(fan, { code, state })).json().data.status).toBe('verified');
  });

  it('answers 502 when the provider is down; the verification stays pending and the same callback works later', async () => {
    const fan = await newFan(t);
    const { state, code } = await throughProvider(fan, 'approved');
    provider.mode = 'down';
    try {
      const down = await callback(fan, { code, state });
      expect(down.statusCode).toBe(502);
      expect(down.json()).toMatchObject({ code: 'AGE_VERIFICATION_UNAVAILABLE', message: expect.stringContaining('pending') });
      expect(await status(fan)).toMatchObject({ status: 'pending' });
    } finally {
      provider.mode = 'up';
    }
    expect((await callback(fan, { code, state })).json().data.status).toBe('verified');
  });

  it('rechecks a verification the provider left pending', async () => {
    const fan = await newFan(t);
    const { state, code } = await throughProvider(fan, 'pending');
    expect((await callback(fan, { code, state })).json().data).toMatchObject({ status: 'pending', verified: false });
    const recheck = () => t.request({ method: 'POST', url: '/api/users/verifymyage/recheck', token: fan.token });
    expect((await recheck()).json().data.status).toBe('pending');
    provider.mode = 'down';
    try {
      expect((await recheck()).statusCode).toBe(502);
    } finally {
      provider.mode = 'up';
    }
    provider.settlePending('approved');
    expect((await recheck()).json().data).toMatchObject({ status: 'verified', verified: true });
    expect(await flag(fan)).toBe(true);
  });

  it('answers 503 naming the trouble when VerifyMyAge has no keys', async () => {
    const bare = await createTestApp({
      ageVerification: { enabled: true, countries: null, provider: 'verifymyage', clientId: null, clientSecret: null, baseUrl: null },
    });
    try {
      const user = await createUser(bare.db);
      const token = await bare.login(user.username, 'test-password');
      const res = await bare.request({ method: 'POST', url: '/api/users/verifymyage/start', token, payload: { userId: user.id, country: 'GB' } });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('AGE_VERIFICATION_NOT_CONFIGURED');
    } finally {
      await bare.close();
    }
  });
});

describe('the built-in simulator', () => {
  beforeAll(() => useProvider('simulator'));
  afterAll(() => useProvider('verifymyage'));

  const decide = (state: string, outcome: 'verified' | 'failed') =>
    t.request({ method: 'POST', url: '/api/age-verification/simulator/decide', payload: { state, outcome } });

  it('plays the provider on our own pages and returns through the same callback', async () => {
    const fan = await newFan(t);
    const started = new URL((await start(fan, 'FR')).json().data.redirectUrl);
    expect(started.pathname).toBe('/age-verification/simulator');
    expect(started.searchParams.get('country')).toBe('fr');
    const decided = await decide(started.searchParams.get('state')!, 'verified');
    expect(decided.statusCode).toBe(200);
    const back = new URL(decided.json().data.redirectUrl, 'http://site.test');
    expect(back.pathname).toBe('/age-verification/callback');
    const res = await callback(fan, Object.fromEntries(back.searchParams));
    expect(res.json().data).toMatchObject({ status: 'verified', provider: 'simulator', reference: expect.stringMatching(/^SIM-/) });
  });

  it('fails when told to, and refuses a forged code', async () => {
    const fan = await newFan(t);
    const state = new URL((await start(fan)).json().data.redirectUrl).searchParams.get('state')!;
    const forged = await callback(fan, { code: 'eyJraW5kIjoiY29kZSJ9.forged', state });
    expect(forged.json().code).toBe('AGE_CODE_REJECTED');
    const back = new URL((await decide(state, 'failed')).json().data.redirectUrl, 'http://site.test');
    expect((await callback(fan, Object.fromEntries(back.searchParams))).json().data.status).toBe('failed');
  });

  it('is absent while VerifyMyAge is the provider', async () => {
    await settings().set('ageVerificationProvider', 'verifymyage');
    expect((await decide('a-state', 'verified')).statusCode).toBe(404);
    await settings().set('ageVerificationProvider', 'simulator');
  });
});

describe('the server-side gates for a user who must verify', () => {
  let fan: Person;
  let content: Awaited<ReturnType<typeof performerWithPackage>>;
  let gallery: { id: string };
  beforeAll(async () => {
    await settings().set('ageVerificationEnabled', false);
    content = await performerWithPackage(t);
    fan = await newFan(t);
    // Paid for before verification was required: what they bought waits for their verification.
    await subscribed(t, fan, content.packageId);
    gallery = await createGallery(t.db, { performer_id: content.performer.id, access: 'free' });
    await createPhoto(t.db, { gallery_id: gallery.id, performer_id: content.performer.id });
    await purchase(t.db, fan.id, 'gallery', gallery.id);
    await useProvider('verifymyage', ['GB']);
  });

  const as = (person: Person | null, method: 'GET' | 'POST', url: string, country = 'GB', payload?: object) =>
    t.request({ method, url, token: person?.token, headers: from(country), payload });

  it('refuses full videos with 403 AGE_VERIFICATION_REQUIRED and a preview card, issuing no media link', async () => {
    const res = await as(fan, 'GET', `/api/user/assets/videos/${content.videoId}`);
    expect(res.statusCode).toBe(403);
    const body = res.json();
    expect(body.code).toBe('AGE_VERIFICATION_REQUIRED');
    expect(body.details.preview).toMatchObject({ _id: content.videoId, title: 'For subscribers' });
    expect(res.body).not.toMatch(/\/api\/files\/[^"]*\?[^"]*sig=/);
    expect((await as(null, 'GET', `/api/user/assets/videos/${content.videoId}`)).statusCode).toBe(403);
  });

  it('refuses full galleries, their photos and purchases and subscriptions', async () => {
    for (const url of [`/api/user/assets/galleries/${gallery.id}/view`, `/api/user/assets/gallery/${gallery.id}/photos`]) {
      const res = await as(fan, 'GET', url);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 403, 'AGE_VERIFICATION_REQUIRED']);
    }
    const anonymous = await as(null, 'GET', `/api/user/assets/galleries/${gallery.id}/view`);
    expect(anonymous.statusCode).toBe(403);
    const buy = await as(fan, 'POST', `/api/payment/purchase-video/${content.videoId}`, 'GB', {});
    expect([buy.statusCode, buy.json().code]).toEqual([403, 'AGE_VERIFICATION_REQUIRED']);
    const other = await performerWithPackage(t);
    const subscribe = await as(fan, 'POST', '/api/payment/subscribe', 'GB', { packageId: other.packageId });
    expect([subscribe.statusCode, subscribe.json().code]).toEqual([403, 'AGE_VERIFICATION_REQUIRED']);
    const orders = await t.db.selectFrom('orders').select('id').where('buyer_id', '=', fan.id).execute();
    expect(orders).toHaveLength(1);
  });

  it('lets the same user in from a country without the rule, and anonymous answers stay private while the rule is on', async () => {
    const res = await as(fan, 'GET', `/api/user/assets/videos/${content.videoId}`, 'US');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.video.url).toEqual(expect.any(String));
    const open = await as(null, 'GET', `/api/user/assets/galleries/${gallery.id}/view`, 'US');
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('private, no-store');
    expect((await as(null, 'GET', `/api/user/assets/galleries/${gallery.id}/view`, 'GB')).statusCode).toBe(403);
  });

  it('opens everything once the user is verified', async () => {
    const verified = await signedIn(t, { id: fan.id, username: fan.username });
    const { state, code } = await throughProvider(verified, 'approved');
    expect((await callback(verified, { code, state })).json().data.verified).toBe(true);
    const res = await as(fan, 'GET', `/api/user/assets/videos/${content.videoId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ canView: true, accessReason: 'subscribed', video: { url: expect.any(String) } });
    expect((await as(fan, 'GET', `/api/user/assets/gallery/${gallery.id}/photos`)).statusCode).toBe(200);
    expect((await as(fan, 'POST', `/api/payment/purchase-video/${(await performerWithPackage(t)).videoId}`, 'GB', {})).statusCode).not.toBe(403);
  });
});
