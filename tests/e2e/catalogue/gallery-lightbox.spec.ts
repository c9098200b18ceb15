import { test, expect } from '../support/fixtures';
import { apiList, galleryWithAccess, pathOf, type SeededPhoto } from './seeded';

test.describe('a gallery', () => {
  test('opens a photo in the lightbox at full size, and steps to the next one', async ({ page, request }) => {
    const gallery = await galleryWithAccess(request, 'free');
    const photos = await apiList<SeededPhoto>(request, `/user/assets/gallery/${gallery._id}/photos`, { limit: 200 });

    await page.goto(`/galleries/${gallery.slug}`);
    await expect(page.getByTestId('gallery-title')).toHaveText(gallery.title);
    const thumbs = page.getByTestId('photo-thumb');
    await expect(thumbs).toHaveCount(photos.data.length);
    await expect(thumbs.first().locator('img')).toHaveAttribute('loading', 'lazy');

    await thumbs.nth(1).click();
    const full = page.getByTestId('lightbox-image').locator('img');
    await expect(full).toBeVisible();
    expect(pathOf((await full.getAttribute('src'))!)).toBe(pathOf(photos.data[1].url!));
    await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth), { message: 'the full photo loads' }).toBeGreaterThan(0);
    await expect(full).toHaveAttribute('alt', /\S/);

    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => pathOf((await full.getAttribute('src'))!)).toBe(pathOf(photos.data[2].url!));
    // Its buttons say what they do (antd draws them as bare icons).
    await page.getByRole('button', { name: 'Previous photo' }).first().click();
    await expect.poll(async () => pathOf((await full.getAttribute('src'))!)).toBe(pathOf(photos.data[1].url!));
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('lightbox-image')).toBeHidden();

    await thumbs.nth(0).click();
    await expect(full).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('lightbox-image')).toBeHidden();
  });

  test('keeps the photos of a locked gallery blurred behind a call to action', async ({ page, request }) => {
    const gallery = await galleryWithAccess(request, 'subscribers');
    await page.goto(`/galleries/${gallery.slug}`);
    await expect(page.getByTestId('unlock-cta')).toContainText(`Subscribe to ${gallery.performer!.name}`);
    const thumbs = page.getByTestId('photo-thumb');
    await expect(thumbs.first()).toBeDisabled();
    await thumbs.first().click({ force: true });
    await expect(page.getByTestId('lightbox-image')).toHaveCount(0);
  });
});
