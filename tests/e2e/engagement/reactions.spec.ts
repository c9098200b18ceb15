import { formatCount } from '../../../lib/format';
import { test, expect, DEMO_USER } from '../support/fixtures';
import { clickUserMenuItem } from '../support/header';
import { expectLive, signIn } from '../support/session';
import { clearReactions, performerVideos } from './engagement-seed';

test.describe('likes and favourites', () => {
  test('a fan likes and favourites a video, both survive a reload, and it is listed in favourites', async ({ page, context, baseURL, request }) => {
    const video = (await performerVideos(request))[1];
    const token = await signIn(context, baseURL!, DEMO_USER);
    await clearReactions(request, token, video._id, ['like', 'favourite']);

    await page.goto(`/videos/${video.slug}`);
    await expectLive(page);
    const like = page.getByTestId('reaction-like');
    const favourite = page.getByTestId('reaction-favourite');
    await expect(like).toHaveAttribute('data-active', 'false');
    await expect(favourite).toHaveAttribute('data-active', 'false');

    for (const [button, action] of [
      [like, 'like'],
      [favourite, 'favourite'],
    ] as const) {
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/reactions') && r.request().method() === 'POST');
      await button.click();
      const { data } = await (await answer).json();
      expect(data).toMatchObject({ action, reacted: true });
      await expect(button).toHaveAttribute('data-active', 'true');
      await expect(button.getByTestId(`reaction-${action}-count`)).toHaveText(formatCount(data.count));
    }

    await page.reload();
    await expectLive(page);
    await expect(like).toHaveAttribute('data-active', 'true');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(favourite).toHaveAttribute('data-active', 'true');

    await clickUserMenuItem(page, 'favourites');
    // A client-side navigation: the app re-checks session, settings and geo before the page loads.
    await expect(page).toHaveURL(/\/user\/favourites$/, { timeout: 20_000 });
    await expectLive(page);
    const item = page.getByTestId('reacted-item').filter({ hasText: video.title });
    await expect(item).toBeVisible();

    await item.getByTestId('reacted-remove').click();
    await expect(item).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('reacted-item').filter({ hasText: video.title })).toHaveCount(0);
  });

  test('saves a video to watch later', async ({ page, context, baseURL, request }) => {
    const video = (await performerVideos(request))[1];
    const token = await signIn(context, baseURL!, DEMO_USER);
    await clearReactions(request, token, video._id, ['watch_later']);
    await page.goto(`/videos/${video.slug}`);
    await expectLive(page);
    await page.getByTestId('reaction-watch-later').click();
    await expect(page.getByTestId('reaction-watch-later')).toHaveAttribute('data-active', 'true');
    await page.goto('/user/watch-later');
    await expect(page.getByTestId('reacted-item').filter({ hasText: video.title })).toBeVisible();
  });

  test('a visitor who clicks Like is sent to log in, with the way back to the video', async ({ page, request }) => {
    const [video] = await performerVideos(request);
    await page.goto(`/videos/${video.slug}`);
    await page.getByTestId('reaction-like').click();
    await expect(page).toHaveURL(`/auth/login?next=${encodeURIComponent(`/videos/${video.slug}`)}`);
  });
});
