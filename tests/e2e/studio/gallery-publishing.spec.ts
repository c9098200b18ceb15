import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { SOCKET_EVENTS } from '../../../lib/socket-events';
import { apiList } from '../catalogue/seeded';
import { signedInNewUser } from '../support/buyers';
import { test, expect } from '../support/fixtures';
import { expectLive, PERFORMER_USER, signIn } from '../support/session';

// A gallery's whole path as its performer and a fan meet it: made in the Studio from five photos, reordered, sold
// pay-per-view at $4.99, scheduled two minutes ahead and previewed; when its time comes the job queue tells the
// performer's subscribed fan (a socket event, the in-app bell is the notifications issue's), who then buys it.

/** Five photos of 1200 x 800, numbered, in colours of their own. */
function photos(): Promise<Array<{ name: string; mimeType: string; buffer: Buffer }>> {
  return Promise.all(
    ['#c0392b', '#2c3e50', '#d4a017', '#5d8aa8', '#8fbc8f'].map(async (colour, i) => {
      const label = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><text x="600" y="480" font-size="300" text-anchor="middle" fill="white">${i + 1}</text></svg>`;
      const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
        .composite([{ input: Buffer.from(label) }])
        .jpeg()
        .toBuffer();
      return { name: `harbour-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer };
    }),
  );
}

async function subscribeToPerformer(request: APIRequestContext, token: string, performerId: string): Promise<void> {
  const packages = await apiList<{ _id: string; recurring: boolean }>(request, '/package/subscription/search', { performerId, active: 'true' });
  const headers = { authorization: `Bearer ${token}` };
  const order = await request.post('/api/payment/subscribe', { headers, data: { packageId: packages.data[0]._id } });
  expect(order.ok()).toBe(true);
  const { transaction } = (await order.json()).data as { transaction: { _id: string } };
  expect((await request.post(`/api/payment/sandbox/${transaction._id}/approve`, { headers })).ok()).toBe(true);
}

/** The ids of the releases the page's socket was told of (content/released frames). */
function releasesHeardBy(page: Page): Set<string> {
  const heard = new Set<string>();
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString();
      const match = /^42(\[.*\])$/.exec(text);
      if (!match) return;
      const [event, body] = JSON.parse(match[1]) as [string, { id?: string }];
      if (event === SOCKET_EVENTS.contentReleased && body?.id) heard.add(body.id);
    }),
  );
  return heard;
}

/** `datetime-local`'s value for `minutes` from now, in the browser's own time zone (the one the performer sees). */
const localInputIn = (page: Page, minutes: number) =>
  page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  }, minutes);

test.describe('a performer publishes a gallery from the Studio', () => {
  let performerToken: string | null = null;
  let galleryId: string | null = null;

  test.afterAll(async ({ request }) => {
    if (performerToken && galleryId) await request.delete(`/api/performer/galleries/${galleryId}`, { headers: { authorization: `Bearer ${performerToken}` } });
  });

  test('makes it from five photos, reorders them, sells it at $4.99, schedules and previews it; a subscribed fan is told when it is out and buys it', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.setTimeout(420_000);
    performerToken = await signIn(context, baseURL!, PERFORMER_USER);
    await page.goto('/performer/galleries');
    await expectLive(page);
    await page.getByTestId('new-gallery').click();
    const form = page.getByTestId('gallery-details-form');
    const title = `Harbour walk ${Date.now().toString(36)}`;
    await form.getByLabel('Title').fill(title);
    await form.getByLabel(/access|who can see/i).selectOption('sale');
    await form.getByLabel(/^Price/).fill('4.99');
    await page.getByTestId('gallery-details-save').click();
    await expect(page).toHaveURL(/\/performer\/galleries\/[0-9a-f-]{36}$/);
    galleryId = page.url().split('/').pop()!;

    await page.getByTestId('photo-file-input').setInputFiles(await photos());
    // The uploads' summary goes once all are in (the gallery is read again): the grid then holds the five photos.
    const tiles = page.getByTestId('photo-grid').getByTestId('photo-tile');
    await expect(tiles).toHaveCount(5, { timeout: 30_000 });
    const ownView = async () =>
      (await (await page.request.get(`/api/performer/assets/galleries/${galleryId}/view`, { headers: { authorization: `Bearer ${performerToken}` } })).json())
        .data as { price: number; access: string; slug: string; photos: Array<{ _id: string }> };
    const before = (await ownView()).photos.map((p) => p._id);
    expect(before).toHaveLength(5);

    // The first photo moves one place later: the server keeps the new order.
    await page.getByRole('button', { name: 'Move photo 1 later' }).click();
    await expect.poll(async () => (await ownView()).photos.map((p) => p._id)).toEqual([before[1], before[0], ...before.slice(2)]);
    const { slug, price, access } = await ownView();
    expect({ price, access }).toEqual({ price: 499, access: 'sale' });

    await page.getByTestId('gallery-schedule').click();
    const scheduleForm = page.getByTestId('gallery-schedule-form');
    await scheduleForm.getByLabel('Goes live on').fill(await localInputIn(page, 2));
    await page.getByTestId('gallery-schedule-save').click();
    await expect(page.getByTestId('gallery-publication-detail')).toContainText('Scheduled for');
    const scheduledAt = Date.now();

    // The performer previews it; nobody else sees it yet.
    await page.goto(`/galleries/${slug}`);
    await expect(page.getByTestId('preview-banner')).toContainText('Preview: only you can see this');
    const fanContext = await browser.newContext({ baseURL });
    try {
      const fanPage = await fanContext.newPage();
      const fan = await signedInNewUser(fanContext, baseURL!);
      const performer = (await (await page.request.get('/api/users/me', { headers: { authorization: `Bearer ${performerToken}` } })).json()).data as {
        _id: string;
      };
      await subscribeToPerformer(fanContext.request, fan.token, performer._id);
      const heard = releasesHeardBy(fanPage);
      await fanPage.goto(`/galleries/${slug}`);
      await expect(fanPage.getByText('This gallery is not available', { exact: false })).toBeVisible();
      await fanPage.goto('/home');
      await expectLive(fanPage);

      // Its time comes (up to two minutes and the minute it was rounded to) and the job runs within a minute of it.
      await expect.poll(() => heard.has(galleryId!), { timeout: 240_000, intervals: [2000] }).toBe(true);
      expect(Date.now() - scheduledAt).toBeGreaterThan(60_000);

      await fanPage.goto(`/galleries/${slug}`);
      await expect(fanPage.getByTestId('gallery-title')).toHaveText(title);
      await expect(fanPage.getByTestId('unlock-cta')).toContainText('$4.99');
      await fanPage.getByTestId('unlock-button').click();
      await expect(fanPage).toHaveURL(/\/payment\/sandbox\/[0-9a-f-]{36}$/);
      await fanPage.getByTestId('sandbox-approve').click();
      await expect(fanPage.getByTestId('payment-paid')).toBeVisible();
      await fanPage.goto(`/galleries/${slug}`);
      await expect(fanPage.getByTestId('unlock-cta')).toHaveCount(0);
      await expect(fanPage.getByTestId('access-badge').first()).toHaveText('Purchased');
    } finally {
      await fanContext.close();
    }
  });
});
