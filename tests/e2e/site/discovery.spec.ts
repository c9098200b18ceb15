import { test, expect } from '../support/fixtures';
import { apiList, type SeededVideo } from '../catalogue/seeded';

// Finding content: a performer's name finds her videos, results open on All, the box keeps the words and
// suggests while typing, and the video listing filters by access from the URL.
test.describe('discovery', () => {
  test("searching a performer's name in the header finds her videos on the All tab, and the box keeps the text", async ({ page, request }) => {
    const [aria] = (await apiList<{ _id: string; name: string }>(request, '/performers/search', { q: 'Aria Skye', limit: 1 })).data;
    const hers = await apiList<SeededVideo>(request, '/user/assets/videos/search', { performerId: aria._id, limit: 50 });
    expect(hers.total, 'the seed gives Aria Skye videos').toBeGreaterThan(0);

    await page.goto('/home');
    const box = page.getByRole('combobox', { name: 'Search', exact: true });
    await box.fill('Aria Skye');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=Aria%20Skye$/);

    await expect(page.getByRole('tab', { name: /^All \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
    const videos = page.getByTestId('search-all-videos');
    await expect(videos.getByTestId('video-card').first()).toBeVisible();
    const shown = await videos.getByTestId('video-card-title').allTextContents();
    expect(shown.length).toBe(Math.min(4, hers.total));
    for (const title of shown) expect(hers.data.map((v) => v.title)).toContain(title);
    await expect(page.getByTestId('search-all-performers').getByRole('link', { name: 'Aria Skye', exact: true }).first()).toBeVisible();

    // The header's box still says what was searched.
    await expect(page.getByTestId('header-search').getByRole('combobox')).toHaveValue('Aria Skye');

    // "See all" opens the videos tab, kept in the URL.
    await videos.getByRole('link', { name: /^See all \d+ videos?$/ }).click();
    await expect(page).toHaveURL(/type=videos/);
    await expect(page.getByRole('tab', { name: /^Videos \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('video-card')).toHaveCount(Math.min(12, hers.total));
  });

  test('the header box suggests performers while typing, and the keyboard opens one', async ({ page }) => {
    await page.goto('/home');
    const box = page.getByRole('combobox', { name: 'Search', exact: true });
    await box.pressSequentially('aria sk');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('option', { name: /Aria Skye\s*Performer/ })).toBeVisible();
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/performers\/aria_skye$/);
  });

  test('/videos?access=sale shows only videos for sale, and the select says so', async ({ page, request }) => {
    const forSale = await apiList<SeededVideo>(request, '/user/assets/videos/search', { access: 'sale', limit: 50 });
    expect(forSale.total, 'the seed has videos for sale').toBeGreaterThan(0);

    await page.goto('/videos?access=sale');
    const cards = page.getByTestId('video-card');
    await expect(cards).toHaveCount(Math.min(12, forSale.total));
    const titles = await page.getByTestId('video-card-title').allTextContents();
    for (const title of titles) expect(forSale.data.map((v) => v.title)).toContain(title);
    await expect(page.getByTestId('filter-access')).toContainText('For sale');
  });
});
