import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { landscapeClip } from '../../api/helpers/clips';
import { tusSend } from '../../api/helpers/tus-uploads';
import { apiList } from '../catalogue/seeded';
import { signedInNewUser } from '../support/buyers';
import { test, expect } from '../support/fixtures';
import { expectLive, PERFORMER_USER, signIn } from '../support/session';

// A video's whole path as its performer and its fans meet it: uploaded from the Studio, the page reloaded half-way
// (tus resumes from the server's offset), processed by the job queue into HLS, live; a subscribed fan plays it at two qualities, a visitor
// gets the teaser only and cannot use the fan's stream link.

/** The upload's speed while it is watched (Chromium's own network emulation): slow enough to see it under way. */
const SLOW_UPLOAD_BYTES_PER_SECOND = 192 * 1024;

async function subscribeToPerformer(request: APIRequestContext, token: string, performerId: string): Promise<void> {
  const packages = await apiList<{ _id: string; recurring: boolean }>(request, '/package/subscription/search', { performerId, active: 'true' });
  const chosen = packages.data.find((p) => p.recurring) ?? packages.data[0];
  expect(chosen, 'the demo performer offers a package').toBeTruthy();
  const headers = { authorization: `Bearer ${token}` };
  const order = await request.post('/api/payment/subscribe', { headers, data: { packageId: chosen._id } });
  expect(order.ok()).toBe(true);
  const { transaction } = (await order.json()).data as { transaction: { _id: string } };
  expect((await request.post(`/api/payment/sandbox/${transaction._id}/approve`, { headers })).ok()).toBe(true);
}

/** Plays the stream muted at `height`p and waits for one of that rendition's segments to arrive. */
async function playsAt(page: Page, height: number): Promise<void> {
  const segment = page.waitForResponse((res) => new RegExp(`/${height}p/seg_\\d+\\.m4s$`).test(new URL(res.url()).pathname) && res.status() === 200);
  await page.getByTestId('quality-menu').selectOption(`${height}p`);
  await page.getByTestId('video-player').evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  await segment;
}

test.describe('a performer uploads a video in the Studio', () => {
  let clip: string;
  let performerToken: string | null = null;
  let videoId: string | null = null;

  test.beforeAll(async () => {
    clip = await landscapeClip(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'limelight-e2e-')), 'beach-day.mp4'), {
      seconds: 10,
      width: 1280,
      height: 720,
    });
  });

  test.afterAll(async ({ request }) => {
    fs.rmSync(path.dirname(clip), { recursive: true, force: true });
    if (performerToken && videoId) await request.delete(`/api/performer/videos/${videoId}`, { headers: { authorization: `Bearer ${performerToken}` } });
  });

  test('uploads, sees the percentage, resumes after a reload, sees Processing and Live; fans play it, visitors get the teaser', async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    test.setTimeout(180_000);
    const title = `Beach day ${Date.now().toString(36)}`;
    performerToken = await signIn(context, baseURL!, PERFORMER_USER);
    await page.goto('/performer/videos');
    await expectLive(page);

    const network = await context.newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: SLOW_UPLOAD_BYTES_PER_SECOND,
    });

    await page.getByTestId('upload-video').click();
    const form = page.getByTestId('video-upload-form');
    await form.getByTestId('video-file-input').setInputFiles(clip);
    await expect(form.getByLabel('Title')).toHaveValue('beach-day');
    await form.getByLabel('Title').fill(title);
    await form.getByTestId('video-publish').click();
    await expect(page.getByText(`${title} is uploading; it goes live when processing ends.`)).toBeVisible();

    const row = page.getByTestId('own-asset-row').filter({ hasText: title });
    const state = row.getByTestId('video-state-tag');
    await expect(state).toHaveText(/^Uploading [1-9]\d?%$/);
    await expect(row.getByTestId('video-state-detail')).toContainText(/ of .* · .*\/s/);

    // The page goes away mid-upload (the browser asks first); back in the Studio, the same file goes on from the last
    // byte the server acknowledged.
    await expect.poll(async () => Number((await state.innerText()).match(/\d+/)?.[0] ?? 0), { timeout: 30_000 }).toBeGreaterThanOrEqual(30);
    const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.type()))));
    await page.reload();
    expect(await asked).toBe('beforeunload');
    await expectLive(page);
    await expect(state).toHaveText(/^Uploading \d+%$/);
    await expect(row.getByRole('button', { name: 'Resume upload' })).toBeVisible();
    await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const resumed = page.waitForRequest((req) => req.method() === 'PATCH' && req.url().includes('/api/performer/uploads/videos/'));
    await row.getByTestId('video-resume-file').setInputFiles(clip);
    expect(Number((await resumed).headers()['upload-offset'])).toBeGreaterThan(0);
    await expect(state).toHaveText(/^Processing \d+%/, { timeout: 60_000 });
    await expect(state).toHaveText('Live', { timeout: 120_000 });

    const href = await row.getByRole('link', { name: title }).getAttribute('href');
    const slug = href!.split('/').pop()!;
    const detail = (await (await page.request.get(`/api/user/assets/videos/${slug}`)).json()).data as { _id: string; performer: { _id: string } };
    videoId = detail._id;

    // A subscribed fan plays the stream, at two qualities.
    const fanContext = await browser.newContext({ baseURL });
    try {
      const fan = await signedInNewUser(fanContext, baseURL!);
      await subscribeToPerformer(fanContext.request, fan.token, detail.performer._id);
      const fanPage = await fanContext.newPage();
      const master = fanPage.waitForResponse((res) => /\/api\/files\/stream\/.+\/master\.m3u8$/.test(new URL(res.url()).pathname));
      await fanPage.goto(href!);
      await expect(fanPage.getByTestId('video-player')).toHaveAttribute('data-mode', 'full');
      const streamUrl = (await master).url();
      await expect(fanPage.getByTestId('quality-menu').locator('option')).toHaveText(['Auto', '720p', '480p', '360p', '240p']);
      await playsAt(fanPage, 240);
      await playsAt(fanPage, 720);

      // A visitor: the public teaser, and the fan's link refused.
      const visitor = await browser.newContext({ baseURL });
      try {
        const visitorPage = await visitor.newPage();
        await visitorPage.goto(href!);
        const player = visitorPage.getByTestId('video-player');
        await expect(player).toHaveAttribute('data-mode', 'teaser');
        await expect(player.locator('source')).toHaveAttribute('src', /^\/api\/files\/public\/.+\.mp4$/);
        await expect(visitorPage.getByTestId('quality-menu')).toHaveCount(0);
        expect((await visitor.request.get(streamUrl)).status()).toBe(403);
      } finally {
        await visitor.close();
      }
    } finally {
      await fanContext.close();
    }
  });

  test('replaces the file of a live video: it stays live on its old file while the new one uploads and processes, then plays the new one', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const title = `Replaced ${Date.now().toString(36)}`;
    const token = await signIn(context, baseURL!, PERFORMER_USER);
    const headers = { authorization: `Bearer ${token}` };
    const created = await page.request.post('/api/performer/videos', { headers, data: { title, access: 'free' } });
    const id = ((await created.json()).data as { _id: string })._id;
    const small = await landscapeClip(path.join(path.dirname(clip), 'small.mp4'), { seconds: 2, width: 320, height: 180 });
    expect((await tusSend(`${baseURL}/api/performer/uploads/videos`, token, { videoId: id, filename: 'small.mp4' }, fs.readFileSync(small))).status).toBe(204);
    await expect
      .poll(async () => (await (await page.request.get(`/api/performer/assets/videos/${id}/view`, { headers })).json()).data.media.state, { timeout: 60_000 })
      .toBe('ready');
    expect((await page.request.post(`/api/performer/videos/${id}/publish`, { headers, data: { publish: true } })).ok()).toBe(true);

    try {
      await page.goto('/performer/videos');
      await expectLive(page);
      const row = page.getByTestId('own-asset-row').filter({ hasText: title });
      await expect(row.getByTestId('video-state-tag')).toHaveText('Live');
      await row.getByTestId('video-replace').click();
      const form = page.getByTestId('video-replace-form');
      await form.getByTestId('video-file-input').setInputFiles(clip);
      await form.getByTestId('video-replace-save').click();
      await expect(page.getByText(`The new file of ${title} is uploading`)).toBeVisible();
      // Live all along; the row says where the new file stands, then nothing once it is in.
      await expect(row.getByTestId('video-state-detail')).toContainText(/^New file (uploading|uploaded|processing)/);
      await expect(row.getByTestId('video-state-tag')).toHaveText('Live');
      await expect(row.getByTestId('video-state-detail')).toHaveCount(0, { timeout: 120_000 });
      await expect(row.getByTestId('video-state-tag')).toHaveText('Live');
      const detail = (await (await page.request.get(`/api/user/assets/videos/${id}`)).json()).data as { width: number; height: number };
      expect([detail.width, detail.height]).toEqual([1280, 720]);
    } finally {
      await page.request.delete(`/api/performer/videos/${id}`, { headers });
    }
  });
});
