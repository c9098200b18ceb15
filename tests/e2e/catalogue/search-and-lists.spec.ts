import { test, expect } from '../support/fixtures';
import { openDrawer } from '../support/header';
import { apiList, type SeededVideo } from './seeded';

test.describe('finding content', () => {
  test('the header search finds a seeded video by its title', async ({ page, request }) => {
    const [video] = (await apiList<SeededVideo>(request, '/user/assets/videos/search', { sortBy: 'oldest', limit: 1 })).data;

    await page.goto('/home');
    const box = page.getByRole('combobox', { name: 'Search', exact: true });
    await box.fill(video.title);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(video.title);

    // All opens by default; the video is also under Videos.
    const videosTab = page.getByRole('tab', { name: /^Videos \(\d+\)$/ });
    await videosTab.click();
    await expect(videosTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('videos-list').getByRole('link', { name: video.title, exact: true })).toBeVisible();
  });

  test('on a phone, the search box sits in the menu drawer', async ({ page, request }) => {
    const [performer] = (await apiList<{ name: string }>(request, '/performers/search', { limit: 1 })).data;
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/home');
    const box = (await openDrawer(page)).getByRole('combobox', { name: 'Search', exact: true });
    await box.fill(performer.name);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByTestId('performers-list').getByRole('link', { name: performer.name, exact: true })).toBeVisible();
  });

  test('Load more on /videos appends the next page, and the sort lives in the URL', async ({ page, request }) => {
    const { total } = await apiList<SeededVideo>(request, '/user/assets/videos/search', { limit: 1 });
    expect(total, 'the seed has more than one page of videos').toBeGreaterThan(12);

    await page.goto('/videos');
    const cards = page.getByTestId('video-card');
    await expect(cards).toHaveCount(12);
    const firstPage = await page.getByTestId('video-card-title').allTextContents();

    await page.getByTestId('load-more').click();
    const shown = Math.min(24, total);
    await expect(cards).toHaveCount(shown);
    expect((await page.getByTestId('video-card-title').allTextContents()).slice(0, 12)).toEqual(firstPage);
    await expect(page.getByTestId('list-count')).toHaveText(`Showing ${shown} of ${total} videos`);

    const [popular] = (await apiList<SeededVideo>(request, '/user/assets/videos/search', { sortBy: 'popular', limit: 1 })).data;
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Most liked' }).click();
    await expect(page).toHaveURL(/\/videos\?sortBy=popular$/);
    await expect(page.getByTestId('video-card-title').first()).toHaveText(popular.title);
    await expect(cards).toHaveCount(12);
  });
});
