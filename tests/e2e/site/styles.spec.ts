import type { Page } from '@playwright/test';
import { DEMO_USER, test, expect } from '../support/fixtures';
import { signIn } from '../support/session';

// antd's CSS is static stylesheets built once (scripts/antd-stylesheet.ts); the page links it instead of
// carrying CSS computed per request. The dark theme is picked before the first paint.

const BRAND_PRIMARY = 'rgb(208, 30, 86)'; // styles/palette.ts, the light theme's colorPrimary
const LIGHT_BODY = 'rgb(245, 246, 248)';
const DARK_BODY = 'rgb(20, 20, 20)';

const layoutBackground = (page: Page) =>
  page
    .getByRole('main')
    .locator('..')
    .evaluate((el) => getComputedStyle(el).backgroundColor);

test.describe('styles', () => {
  test("pages link antd's CSS as cacheable files instead of inlining it, the components' part only where antd renders", async ({
    request,
    page,
    context,
    baseURL,
  }) => {
    const antdLinks = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="(\/antd\/[^"]+)"([^>]*)>/g)].map((m) => ({ href: m[1], attrs: m[2] }));
    const html = await (await request.get('/home')).text();
    expect(html).not.toMatch(/<style[^>]*>[^<]*\.ant-/);
    // The base sheet (theme variables, layout) before the first paint; no antd component is on this page's HTML.
    const [base, ...others] = antdLinks(html);
    expect(others).toEqual([]);
    expect(base.href).toMatch(/^\/antd\/antd-base\.[0-9a-f]{16}\.css$/);
    expect(base.attrs).toContain('data-precedence="antd"');
    expect(antdLinks(await (await request.get('/auth/login')).text())).toEqual([base]);

    // The account page renders antd on the server, so its HTML links the components' sheet too.
    await signIn(context, baseURL!, DEMO_USER);
    const accountLinks = antdLinks(await (await context.request.get('/user/account')).text());
    expect(accountLinks.map((l) => l.href)).toEqual([base.href, expect.stringMatching(/^\/antd\/antd\.[0-9a-f]{16}\.css$/)]);
    const components = accountLinks[1].href;
    await context.clearCookies();

    for (const href of [base.href, components]) {
      const sheet = await request.get(href);
      expect(sheet.status()).toBe(200);
      expect(sheet.headers()['content-type']).toContain('text/css');
      expect(sheet.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const baseCss = await (await request.get(base.href)).text();
    expect(baseCss).toContain('html[data-theme="dark"] .ll-antd{');
    expect(baseCss).toContain('.ant-layout');
    expect(baseCss).not.toContain('.ant-btn{');
    const componentsCss = await (await request.get(components)).text();
    expect(componentsCss).toContain('.ant-btn');
    expect(componentsCss).toContain('.ant-dropdown');

    // In the browser the components' sheet comes with the first antd part the visitor opens, and follows the
    // base sheet in the cascade.
    const antdSheets = () =>
      page.evaluate(() =>
        Array.from(document.styleSheets, (sheet) => (sheet.href ? new URL(sheet.href).pathname : '')).filter((path) => path.startsWith('/antd/')),
      );
    await page.goto('/videos');
    await page.waitForLoadState('networkidle');
    expect(await antdSheets()).toEqual([base.href]);
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    const option = page.getByRole('option', { name: 'Most liked' });
    await expect(option).toBeVisible();
    expect(await antdSheets()).toEqual([base.href, components]);
    // Styled as it shows: antd's dropdown is absolutely placed, not in the page's flow.
    await expect(page.locator('.ant-select-dropdown')).toHaveCSS('position', 'absolute');
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
