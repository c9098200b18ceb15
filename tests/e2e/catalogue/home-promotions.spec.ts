import { test, expect, DEMO_USER } from '../support/fixtures';
import { apiList } from './seeded';

interface SeededPromotion {
  title: string;
  cta: string | null;
  audience: 'everyone' | 'visitors' | 'members' | 'subscribers';
  ordering: number;
}

/** The home page's top promotions as the site shows them to a visitor (by ordering). */
async function topPromotions(request: Parameters<typeof apiList>[0]) {
  const { data } = await apiList<SeededPromotion>(request, '/site-promo/search', { position: 'top' });
  const forVisitors = data.filter((p) => p.audience === 'everyone' || p.audience === 'visitors');
  expect(forVisitors.length, 'the seed has several top promotions').toBeGreaterThan(1);
  return forVisitors.sort((a, b) => a.ordering - b.ordering);
}

test.describe('the home page promotions', () => {
  test('are in the server HTML, the first image (the largest thing on screen) fetched first', async ({ request }) => {
    const [first] = await topPromotions(request);
    const html = await (await request.get('/home')).text();
    const section = html.slice(html.indexOf('data-testid="home-promos"'));
    const firstImage = section.match(/<img [^>]*>/)?.[0] ?? '';
    // The picture is a backdrop without words; the heading is text.
    expect(firstImage).toContain('alt=""');
    expect(section).toMatch(new RegExp(`<h2[^>]*>${first.title}</h2>`));
    expect(firstImage).toMatch(/ fetchpriority="high"/i); // React writes fetchPriority; HTML attribute names ignore case
    expect(firstImage).toContain('loading="eager"');
  });

  test('come at the width the screen shows them, like the cards under them', async ({ browser }) => {
    // A phone: 375 CSS px at 2x shows a promotion ~343 px wide, so 686 device px; the copies come in fixed widths.
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.goto('/home');
    const promo = page.getByTestId('home-promos').locator('img').first();
    const card = page.getByTestId('home-newestVideos-list').locator('img').first();
    for (const [img, width] of [
      [promo, 960],
      [card, 640],
    ] as const) {
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
      expect(src).toMatch(new RegExp(`/api/files/public/.+\\.webp\\?w=${width}$`));
      const copy = await page.request.get(src);
      expect(copy.headers()['content-type']).toBe('image/webp');
      expect(copy.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    await context.close();
  });

  test('move on by themselves, hold still under the pointer, and a dot shows its slide', async ({ page, request }) => {
    const promotions = await topPromotions(request);
    await page.goto('/home');
    const carousel = page.getByTestId('home-promos');
    const dot = (n: number) => carousel.getByRole('button', { name: `Show slide ${n}` });
    const slide = (n: number) => carousel.getByRole('group', { name: `${n} of ${promotions.length}` });
    const shown = async (n: number) => {
      await expect(dot(n)).toHaveAttribute('aria-current', 'true');
      await expect(slide(n)).toBeInViewport();
      for (const other of promotions.keys()) if (other + 1 !== n) await expect(slide(other + 1)).not.toBeInViewport();
    };
    await shown(1);

    // Six seconds a slide.
    await expect(dot(2)).toHaveAttribute('aria-current', 'true', { timeout: 9_000 });
    await shown(2);

    await dot(promotions.length).click();
    await shown(promotions.length);
    const last = promotions[promotions.length - 1];
    await expect(slide(promotions.length).getByRole('heading')).toHaveText(last.title);
    await expect(slide(promotions.length).getByRole('link')).toHaveAccessibleName(last.cta ?? last.title);

    // The pointer and the focus are still on the carousel: it waits.
    await page.waitForTimeout(7_000);
    await expect(dot(promotions.length)).toHaveAttribute('aria-current', 'true');
  });

  test('ask visitors to join, and never a logged-in fan', async ({ page, context, siteApi, baseURL }) => {
    await page.goto('/home');
    const promos = page.getByTestId('home-promos');
    await expect(promos.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/auth/register');

    const token = await siteApi.login(DEMO_USER.username, DEMO_USER.password);
    await context.addCookies([{ name: 'token', value: token, url: baseURL! }]);
    await page.goto('/home');
    await expect(promos.getByTestId('promotion').first()).toBeVisible();
    await expect(page.locator('[data-audience="visitors"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Join now' })).toHaveCount(0);
  });
});
