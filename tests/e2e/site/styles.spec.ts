import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

// antd's CSS is a static stylesheet built once (scripts/antd-stylesheet.ts); the page links it instead of
// carrying CSS computed per request. The dark theme is picked before the first paint.

const BRAND_PRIMARY = 'rgb(224, 36, 94)'; // styles/theme.ts BRAND.primary
const LIGHT_BODY = 'rgb(245, 246, 248)';
const DARK_BODY = 'rgb(20, 20, 20)';

const layoutBackground = (page: Page) =>
  page
    .getByRole('main')
    .locator('..')
    .evaluate((el) => getComputedStyle(el).backgroundColor);

test.describe('styles', () => {
  test("pages link antd's CSS as cacheable files instead of inlining it, the popups' part off the first paint", async ({ request, page }) => {
    const html = await (await request.get('/home')).text();
    expect(html).not.toMatch(/<style[^>]*>[^<]*\.ant-/);
    const links = [...html.matchAll(/<link rel="stylesheet" href="(\/antd\/[^"]+)"/g)].map((m) => m[1]);
    // The first-paint sheet as a <link>; the later one only for browsers without JavaScript (else lazy parts add it).
    expect(links).toHaveLength(2);
    const [first, later] = links;
    expect(first).toMatch(/^\/antd\/antd\.[0-9a-f]{16}\.css$/);
    expect(later).toMatch(/^\/antd\/antd-later\.[0-9a-f]{16}\.css$/);
    expect(html).toContain(`<noscript><link rel="stylesheet" href="${later}"`);

    for (const href of links) {
      const sheet = await request.get(href);
      expect(sheet.status()).toBe(200);
      expect(sheet.headers()['content-type']).toContain('text/css');
      expect(sheet.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const css = await (await request.get(first)).text();
    expect(css).toContain('.ant-btn');
    expect(css).toContain('html[data-theme="dark"] .ll-antd{');
    expect(css).not.toContain('.ant-dropdown{');
    expect(await (await request.get(later)).text()).toContain('.ant-dropdown');

    const other = await (await request.get('/auth/login')).text();
    expect(other).toContain(`href="${first}"`);

    // In the browser the later sheet waits for the visitor to use the page (the parts that need it load then),
    // and then follows the first one in the cascade.
    const antdSheets = () =>
      page.evaluate(() =>
        Array.from(document.styleSheets, (sheet) => (sheet.href ? new URL(sheet.href).pathname : '')).filter((path) => path.startsWith('/antd/')),
      );
    await page.goto('/home');
    await page.waitForLoadState('networkidle');
    expect(await antdSheets()).toEqual([first]);
    await page.mouse.move(200, 200);
    await expect.poll(antdSheets).toEqual([first, later]);
  });

  test('pages are styled without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/auth/login');
    const submit = page.getByRole('button', { name: 'Log in' });
    await expect(submit).toHaveCSS('background-color', BRAND_PRIMARY);
    await expect(submit).toHaveCSS('font-family', /^Inter, /);
    await page.goto('/videos');
    expect(await layoutBackground(page)).toBe(LIGHT_BODY);
    await context.close();
  });

  test('the dark theme is there from the first paint after a reload', async ({ page }) => {
    await page.goto('/home');
    const toggle = page.getByTestId('theme-toggle');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => layoutBackground(page)).toBe(DARK_BODY);

    // What the browser paints before the app's code runs: dark already, with the matching icon.
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await layoutBackground(page)).toBe(DARK_BODY);
    await expect(toggle.locator('.anticon-sun')).toBeVisible();
    await expect(toggle.locator('.anticon-moon')).toBeHidden();
    await page.unroute('**/_next/static/chunks/*.js');

    // And once it has loaded: still dark, and the toggle goes back to light.
    await page.reload();
    await expect(toggle).toHaveAccessibleName('Switch to light theme');
    expect(await layoutBackground(page)).toBe(DARK_BODY);
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect.poll(() => layoutBackground(page)).toBe(LIGHT_BODY);
    await expect(toggle.locator('.anticon-moon')).toBeVisible();
  });
});
