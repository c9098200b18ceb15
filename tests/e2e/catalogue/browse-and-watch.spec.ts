import type { Locator } from '@playwright/test';
import { test, expect, DEMO_USER } from '../support/fixtures';
import { apiList, homePerformerWithFreeVideo, videoWithAccess, type SeededVideo } from './seeded';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const currentTime = (player: Locator) => player.evaluate((v: HTMLVideoElement) => v.currentTime);

test.describe('a visitor browsing the catalogue', () => {
  test('goes from the home page to a performer, to a free video that plays, and seeks in it', async ({ page, request }) => {
    const { performer, video } = await homePerformerWithFreeVideo(request);

    await page.goto('/home');
    await page.getByTestId('home-performers').getByRole('link', { name: performer.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/performers/${performer.username}$`));
    await expect(page.getByTestId('performer-name')).toContainText(performer.name);
    await expect(page.getByRole('tab', { name: /Videos/, selected: true })).toBeVisible();

    await page.getByTestId('videos-list').getByRole('link', { name: video.title, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/videos/${video.slug}$`));
    await expect(page.getByTestId('video-title')).toHaveText(video.title);
    await expect(page.getByTestId('performer-link').first()).toContainText(performer.name);

    const player = page.getByTestId('video-player');
    await expect(player).toHaveAttribute('data-mode', 'full');
    await expect(player).toHaveAttribute('controls', '');
    await expect(player).toHaveAttribute('poster', /.+/);
    await player.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => currentTime(player), { message: 'the video plays' }).toBeGreaterThan(0.4);

    const duration = await player.evaluate((v: HTMLVideoElement) => v.duration);
    const target = Math.min(3, duration / 2);
    await player.evaluate(
      (v: HTMLVideoElement, t: number) =>
        new Promise<void>((resolve) => {
          v.addEventListener('seeked', () => resolve(), { once: true });
          v.currentTime = t;
        }),
      target,
    );
    expect(await currentTime(player)).toBeGreaterThanOrEqual(target);
    await expect.poll(() => currentTime(player), { message: 'playback continues after the seek' }).toBeGreaterThan(target + 0.3);
    expect(await player.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
  });

  test("moves through a performer's tabs with the keyboard, the focus staying on the chosen tab", async ({ page, request }) => {
    const { performer } = await homePerformerWithFreeVideo(request);
    await page.goto(`/performers/${performer.username}`);
    const videos = page.getByRole('tab', { name: /^Videos/ });
    const galleries = page.getByRole('tab', { name: /^Galleries/ });
    await expect(videos).toHaveAttribute('aria-selected', 'true');
    await videos.focus();

    await page.keyboard.press('ArrowRight');
    await expect(galleries).toBeFocused();
    await expect(videos).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/performers/${performer.username}\\?tab=galleries$`));
    await expect(galleries).toHaveAttribute('aria-selected', 'true');
    await expect(galleries).toBeFocused();
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName(/^Galleries/);
    await expect(page.getByTestId('galleries-list').or(page.getByTestId('list-empty'))).toBeVisible();
  });

  test("without JavaScript, a performer's tabs are links to each listing", async ({ browser, request }) => {
    const { performer } = await homePerformerWithFreeVideo(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/performers/${performer.username}`);
    await page.getByRole('tab', { name: /^Products/ }).click();
    await expect(page).toHaveURL(new RegExp(`/performers/${performer.username}\\?tab=products$`));
    await expect(page.getByRole('tab', { name: /^Products/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName(/^Products/);
    await context.close();
  });

  test('sees a teaser and the call to subscribe on subscriber content, and the price on sale content', async ({ page, request }) => {
    const forSubscribers = await videoWithAccess(request, 'subscribers');
    await page.goto(`/videos/${forSubscribers.slug}`);
    const cta = page.getByTestId('unlock-cta');
    await expect(cta).toContainText('For subscribers');
    await expect(cta.getByRole('link', { name: `Subscribe to ${forSubscribers.performer!.name}` })).toHaveAttribute(
      'href',
      `/auth/login?next=${encodeURIComponent(`/videos/${forSubscribers.slug}`)}`,
    );
    const player = page.getByTestId('video-player').or(page.getByTestId('video-poster'));
    await expect(player).toBeVisible();
    if (await page.getByTestId('video-player').count()) await expect(page.getByTestId('video-player')).toHaveAttribute('data-mode', 'teaser');

    const forSale = await videoWithAccess(request, 'sale');
    await page.goto(`/videos/${forSale.slug}`);
    await expect(page.getByTestId('unlock-button')).toHaveText(new RegExp(`^Buy for \\$${(forSale.price / 100).toFixed(2)}$`));
  });

  test("plays a locked video's short preview, says how long the full video is, and ends on a card offering it", async ({ page, request }) => {
    const forSubscribers = await videoWithAccess(request, 'subscribers');
    await page.goto(`/videos/${forSubscribers.slug}`);
    const player = page.getByTestId('video-player');
    // The e2e suite needs the demo clips, which the seed makes with ffmpeg (README; .ci/run installs it).
    await expect(player, 'the demo seed made a teaser (ffmpeg installed)').toHaveCount(1);
    await expect(player).toHaveAttribute('data-mode', 'teaser');
    const fullLength = `${Math.floor(forSubscribers.duration! / 60)}:${String(forSubscribers.duration! % 60).padStart(2, '0')}`;
    await expect(page.getByTestId('preview-label')).toHaveText(`Preview · full video ${fullLength}`);

    // The preview is a short taste of the video: play it (muted, so autoplay rules allow it) to its end.
    const previewSeconds = await player.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
      return v.duration;
    });
    expect(previewSeconds).toBeLessThan(forSubscribers.duration! / 2);
    const card = page.getByRole('region', { name: 'Preview ended' });
    await expect(card).toBeVisible({ timeout: (previewSeconds + 5) * 1000 });
    await expect(card).toContainText(`The full video is ${fullLength}.`);
    await expect(card.getByRole('link', { name: /^Subscribe for \$\d+\.\d{2}\/month$/ })).toBeVisible();

    await card.getByRole('button', { name: 'Replay preview' }).click();
    await expect(card).toHaveCount(0);
    await expect.poll(() => currentTime(player)).toBeGreaterThan(0);
  });

  test('a fan who bought a video watches it in full, with no call to action', async ({ page, context, request, siteApi, baseURL }) => {
    const token = await siteApi.login(DEMO_USER.username, DEMO_USER.password);
    const forSale = await apiList<SeededVideo>(request, '/user/assets/videos/search', { isSale: 'true', limit: 200 });
    let bought: SeededVideo | undefined;
    for (const video of forSale.data) {
      const res = await request.get(`/api/user/assets/videos/${video._id}`, { headers: { authorization: `Bearer ${token}` } });
      if ((await res.json()).data.isBought) {
        bought = video;
        break;
      }
    }
    expect(bought, 'the demo fan owns a video in the seed').toBeTruthy();

    await context.addCookies([{ name: 'token', value: token, url: baseURL! }]);
    await page.goto(`/videos/${bought!.slug}`);
    await expect(page.getByTestId('video-player')).toHaveAttribute('data-mode', 'full');
    await expect(page.getByTestId('unlock-cta')).toHaveCount(0);
  });

  test('server-renders the title, description and share tags of a video', async ({ request }) => {
    const video = await videoWithAccess(request, 'free');
    const html = await (await request.get(`/videos/${video.slug}`)).text();
    const text = (value: string) => value.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
    const tag = (name: string, attribute = 'property') => html.match(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`))?.[1];
    expect(html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1]).toMatch(new RegExp(`^${escapeRegExp(text(video.title))} \\| `));
    expect(tag('og:title')).toBe(text(video.title));
    expect(tag('description', 'name')).toBeTruthy();
    expect(tag('og:description')).toBeTruthy();
    expect(tag('og:image')).toMatch(/^https?:\/\/.+/);
  });
});
