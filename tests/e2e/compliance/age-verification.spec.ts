import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { paidSubscription, signedInNewUser } from '../support/buyers';
import { apiList, type SeededVideo } from '../catalogue/seeded';

// Age verification in the browser, with the built-in simulator playing the provider (the default provider). The
// visitor's country comes from the trusted header the suite's server reads (COUNTRY_HEADER=cf-ipcountry).

test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'FR' } });

test.beforeEach(async ({ siteApi }) => {
  await siteApi.asAdmin(async (admin) => {
    await admin.setSetting('ageVerificationProvider', 'simulator');
    await admin.setSetting('ageVerificationCountries', ['FR', 'GB']);
  });
});
test.afterEach(async ({ siteApi }) => {
  await siteApi.asAdmin((admin) => admin.setSetting('ageVerificationEnabled', false));
});

const turnOn = (siteApi: import('../support/api').SiteApi) => siteApi.asAdmin((admin) => admin.setSetting('ageVerificationEnabled', true));

/** A subscriber-only video of a performer with an active package, and that package. */
async function subscriberVideo(request: APIRequestContext): Promise<{ video: SeededVideo; packageId: string }> {
  const videos = await apiList<SeededVideo>(request, '/user/assets/videos/search', { limit: 200 });
  for (const video of videos.data) {
    if (video.access !== 'subscribers' || !video.performer) continue;
    const packages = await apiList<{ _id: string }>(request, '/package/subscription/search', { performerId: video.performer._id, active: 'true' });
    if (packages.data[0]) return { video, packageId: packages.data[0]._id };
  }
  throw new Error('the seed has no subscriber-only video of a performer with a package');
}

/** Logs in with the form (the session cookie of signedInNewUser is dropped first, so this is a real login). */
async function logInWithForm(page: Page, user: { username: string; password: string }) {
  await page.context().clearCookies();
  await page.goto('/auth/login');
  await page.getByLabel('Username or email').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function verifiedFlag(context: BrowserContext, token: string): Promise<boolean> {
  const res = await context.request.get('/api/users/verifymyage/status', { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()).data.verified;
}

test('an unverified user is prompted after login, passes the simulator, lands on /home verified and watches the video they paid for', async ({
  page,
  context,
  baseURL,
  siteApi,
}) => {
  const user = await signedInNewUser(context, baseURL!);
  const { video, packageId } = await subscriberVideo(page.request);
  await paidSubscription(context, user.token, packageId);
  await turnOn(siteApi);

  await logInWithForm(page, user);
  const prompt = page.getByTestId('age-verification-modal');
  await expect(prompt).toBeVisible();
  await expect(page.getByTestId('age-verification-country')).toContainText('France');
  await page.getByTestId('age-verification-start').click();

  await expect(page).toHaveURL(/\/age-verification\/simulator\?/);
  await expect(page.getByTestId('age-simulator-country')).toHaveText('FR');
  await page.getByTestId('age-simulator-verify').click();

  await expect(page).toHaveURL(/\/feed$/);
  await expect(page.getByTestId('age-verification-modal')).toHaveCount(0);
  const token = (await context.cookies()).find((c) => c.name === 'token')!.value;
  expect(await verifiedFlag(context, token)).toBe(true);

  await page.goto(`/videos/${video.slug}`);
  await expect(page.getByTestId('video-player')).toHaveAttribute('data-mode', 'full');
  await page.goto('/user/account');
  await expect(page.getByTestId('account-age-verification')).toContainText('Verified');
});

test('a user who fails is told so, and still cannot watch: the server refuses them, not only the page', async ({ page, context, baseURL, siteApi }) => {
  const user = await signedInNewUser(context, baseURL!);
  const { video, packageId } = await subscriberVideo(page.request);
  await paidSubscription(context, user.token, packageId);
  await turnOn(siteApi);

  await logInWithForm(page, user);
  await page.getByTestId('age-verification-start').click();
  await page.getByTestId('age-simulator-fail').click();
  await expect(page.getByTestId('age-callback-failed')).toContainText('We could not verify your age');
  await expect(page.getByTestId('age-callback-try-again')).toBeVisible();

  await page.goto(`/videos/${video.slug}`);
  await expect(page.getByTestId('age-gate')).toContainText('Verify your age to');
  await expect(page.getByTestId('video-player')).toHaveCount(0);

  const token = (await context.cookies()).find((c) => c.name === 'token')!.value;
  const headers = { authorization: `Bearer ${token}` };
  const direct = await context.request.get(`/api/user/assets/videos/${video.slug}`, { headers });
  expect(direct.status()).toBe(403);
  const body = await direct.json();
  expect(body.code).toBe('AGE_VERIFICATION_REQUIRED');
  expect(JSON.stringify(body)).not.toContain('sig=');
  const subscribe = await context.request.post('/api/payment/subscribe', { data: { packageId }, headers });
  expect([subscribe.status(), (await subscribe.json()).code]).toEqual([403, 'AGE_VERIFICATION_REQUIRED']);
});

test('a verified user is not prompted', async ({ page, context, baseURL, siteApi }) => {
  const user = await signedInNewUser(context, baseURL!);
  await turnOn(siteApi);
  await logInWithForm(page, user);
  await page.getByTestId('age-verification-start').click();
  await page.getByTestId('age-simulator-verify').click();
  await expect(page).toHaveURL(/\/feed$/);

  await page
    .getByRole('button', { name: /Log out/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await logInWithForm(page, user);
  await expect(page).toHaveURL(/\/feed$/);
  await page.reload();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(page.getByTestId('age-verification-modal')).toHaveCount(0);
});

test('a tampered or replayed callback address shows an error and changes nothing', async ({ page, context, baseURL, siteApi }) => {
  const user = await signedInNewUser(context, baseURL!);
  await turnOn(siteApi);
  await logInWithForm(page, user);
  await page.getByTestId('age-verification-start').click();
  await expect(page).toHaveURL(/\/age-verification\/simulator\?/);
  const state = new URL(page.url()).searchParams.get('state')!;

  // A code that the simulator never issued: refused, and the user is still unverified.
  await page.goto(`/age-verification/callback?code=forged-code&state=${encodeURIComponent(state)}`);
  await expect(page.getByTestId('age-callback-error')).toBeVisible();
  const token = (await context.cookies()).find((c) => c.name === 'token')!.value;
  expect(await verifiedFlag(context, token)).toBe(false);

  // The real answer, then its replay.
  const decided = await context.request.post('/api/age-verification/simulator/decide', { data: { state, outcome: 'verified' } });
  const back: string = (await decided.json()).data.redirectUrl;
  const tampered = back.replace(/state=[^&]+/, `state=${encodeURIComponent(state.slice(0, -2))}xx`);
  await page.goto(tampered);
  await expect(page.getByTestId('age-callback-error')).toContainText(/not valid/);
  expect(await verifiedFlag(context, token)).toBe(false);

  await page.goto(back);
  await expect(page).toHaveURL(/\/feed$/);
  await page.goto(back);
  await expect(page.getByTestId('age-callback-error')).toContainText(/already been used/);
});
