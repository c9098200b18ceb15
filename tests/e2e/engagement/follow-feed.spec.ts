import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { signedInNewUser } from '../support/buyers';
import { expectLive } from '../support/session';
import { homePerformerWithFreeVideo } from '../catalogue/seeded';

/** Scrolls the feed down (its next pages load as it goes) until `item` is there. */
async function scrolledTo(page: Page, item: Locator) {
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(item).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

// A fan's home is their creators: a new fan lands on an empty feed, follows a creator from their page, finds the
// creator's items in the feed (free ones open, locked ones with their unlock) and the creator under Following, and
// unfollows from there. A visitor keeps the showcase.
test('a new fan follows a creator and finds what they published in the feed', async ({ page, context, baseURL, request, browser }) => {
  const { performer, video } = await homePerformerWithFreeVideo(request);
  await signedInNewUser(context, baseURL!);

  await page.goto('/');
  await expect(page).toHaveURL(/\/feed$/);
  await expect(page.getByTestId('feed-empty')).toContainText('Find creators to follow');

  await page.goto(`/performers/${performer.username}`);
  await expectLive(page);
  const follow = page.getByTestId('follow-button');
  await expect(follow).toHaveAttribute('data-following', 'false');
  const before = Number((await follow.getByTestId('follow-count').textContent())!.replace(/\D/g, ''));
  await follow.click();
  await expect(follow).toHaveAttribute('data-following', 'true');
  await expect(follow).toContainText('Following');
  await expect(follow.getByTestId('follow-count')).toHaveText(String(before + 1));

  await page.goto('/feed');
  const items = page.getByTestId('feed-items');
  // Every item is the creator's (the fan follows no one else), newest first.
  await expect(items.locator('article').first()).toContainText(performer.name);
  const authors = await items.locator('article header a').first().textContent();
  expect(authors).toContain(performer.name);
  // Whatever is locked shows how to unlock it, never its full content.
  const lockedVideos = items.getByTestId('feed-video').filter({ has: page.getByTestId('unlock-cta') });
  if ((await lockedVideos.count()) > 0) await expect(lockedVideos.first().getByTestId('unlock-cta')).toBeVisible();

  // The free video plays where it is, and is liked from there (further down the feed: it loads as the fan scrolls).
  await page.goto('/feed?kind=videos');
  const free = page.getByTestId('feed-video').filter({ hasText: video.title });
  await scrolledTo(page, free);
  await free.getByRole('button', { name: `Play ${video.title}` }).click();
  const player = free.getByTestId('video-player');
  await expect(player).toHaveAttribute('data-mode', 'full');
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { message: 'it plays in the feed' }).toBeGreaterThan(0.2);
  const like = free.getByTestId('reaction-like');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await scrolledTo(page, free);
  await expect(free.getByTestId('reaction-like')).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/user/following');
  const row = page.getByTestId('following-row').filter({ hasText: performer.name });
  await expect(row.getByTestId('following-standing')).toHaveText('Following');
  await row.getByTestId('follow-button').click();
  await expect(row.getByTestId('follow-button')).toHaveAttribute('data-following', 'false');
  await page.reload();
  await expect(page.getByTestId('following-row')).toHaveCount(0);

  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/');
  await expect(visitorPage).toHaveURL(/\/home$/);
  await visitor.close();
});
