import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect, DEMO_USER } from '../support/fixtures';
import { signIn, PERFORMER_USER, type Account } from '../support/session';
import { signedInNewUser } from '../support/buyers';
import { apiList, galleryWithAccess, videoWithAccess } from '../catalogue/seeded';

// axe-core over the pages a visitor, a fan and a performer meet, in both themes, at a laptop and a phone width.
// The bar is the issue's: no critical and no serious violation anywhere. Each (viewer, width) is one test that
// audits every page in both themes and reports all findings together, so one run shows the whole picture. A page
// is loaded once and audited in the theme it opened in, then switched with the header's toggle (as a reader
// would) and audited again: loading every page twice cost about a fifth of the audits.

const WIDTHS = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;
type Theme = 'light' | 'dark';
const BLOCKING = new Set(['critical', 'serious']);

interface Slugged {
  _id: string;
  slug: string;
}

/** Every page of the catalogue a visitor can open, with real ids from the seed. */
async function visitorPages(page: Page): Promise<string[]> {
  const request = page.request;
  const [free, locked, gallery] = await Promise.all([
    videoWithAccess(request, 'free'),
    videoWithAccess(request, 'subscribers'),
    galleryWithAccess(request, 'free'),
  ]);
  const [product] = (await apiList<Slugged>(request, '/user/assets/products/search', { limit: 1 })).data;
  const [performer] = (await apiList<{ username: string }>(request, '/performers/search', { sortBy: 'popular', limit: 1 })).data;
  const [channel] = (await apiList<Slugged>(request, '/user/channels', { limit: 1 })).data;
  const [post] = (await apiList<Slugged>(request, '/posts/search', { limit: 1, type: 'post' })).data;
  return [
    '/home',
    '/videos',
    '/galleries',
    '/products',
    '/performers',
    '/channels',
    '/posts',
    `/videos/${free.slug}`,
    `/videos/${locked.slug}`,
    `/galleries/${gallery.slug}`,
    `/products/${product.slug}`,
    `/performers/${performer.username}`,
    `/channels/${channel.slug}`,
    `/posts/${post.slug}`,
    '/search?q=aria',
    '/auth/login',
    '/auth/register',
    '/auth/forgot-password',
    '/contact',
    // A notification mail's unsubscribe page (its link need not be valid to be audited).
    '/unsubscribe?u=00000000-0000-4000-8000-000000000000&k=sale&s=AAAAAAAAAAAAAAAAAAAAAA',
  ];
}

const FAN_PAGES = [
  '/user/account',
  '/user/following',
  '/feed',
  '/notifications',
  '/messages',
  '/user/favourites',
  '/user/watch-later',
  '/user/subscriptions',
  '/user/orders',
  '/user/transactions',
  '/user/downloads',
  '/user/reports',
  '/become-a-creator',
];
const ADMIN_PAGES = [
  '/admin',
  '/admin/applications',
  '/admin/users',
  '/admin/content',
  '/admin/reports',
  '/admin/payments',
  '/admin/payouts',
  '/admin/packages',
  '/admin/coupons',
  '/admin/countries',
  '/admin/settings',
  '/admin/jobs',
  '/admin/audit',
];
const ADMIN_USER: Account = { username: 'admin', password: 'admin12345', name: 'Admin' };
const PERFORMER_PAGES = [
  '/performer/videos',
  '/performer/galleries',
  '/performer/products',
  '/performer/packages',
  '/performer/subscribers',
  '/performer/orders',
  '/performer/earnings',
  '/performer/payouts',
  '/performer/tips',
  '/performer/broadcasts',
  '/performer/blocked',
];

async function contextFor(browser: Browser, baseURL: string, size: (typeof WIDTHS)[number], account?: Account) {
  const context = await browser.newContext({ baseURL, viewport: { width: size.width, height: size.height } });
  if (account) await signIn(context, baseURL, account);
  return context;
}

async function currentTheme(page: Page): Promise<Theme> {
  return (await page.locator('html').getAttribute('data-theme')) === 'dark' ? 'dark' : 'light';
}

/** The header's toggle where the page has one; the auth pages have no header, so there the saved setting and a reload. */
async function switchTheme(page: Page, to: Theme): Promise<void> {
  const toggle = page.getByTestId('theme-toggle');
  if (await toggle.isVisible()) await toggle.click();
  else {
    await page.evaluate((theme) => localStorage.setItem('ui', JSON.stringify({ theme })), to);
    await page.reload();
    await page.waitForLoadState('networkidle');
  }
  // Light is the attribute's absence after a reload, "light" after the toggle.
  await expect.poll(() => currentTheme(page)).toBe(to);
  // Colours ease over antd's transitions (0.2-0.3 s): axe reads them once they have landed.
  await page.waitForTimeout(400);
}

/** axe's rules whose verdict depends on colours: all that can differ between the themes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * One line per blocking violation on the page as it stands: page, theme, rule, impact and the first offending nodes.
 * `only`: just these rules (the second theme's colour rules).
 */
async function violationsNow(page: Page, path: string, only?: string[]): Promise<string[]> {
  const theme = await currentTheme(page);
  // Target size (WCAG 2.2's 24 px) is off in axe by default; Lighthouse counts it, and so do we.
  const axe = new AxeBuilder({ page });
  const results = await (only ? axe.withRules(only) : axe.options({ rules: { 'target-size': { enabled: true } } })).analyze();
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map(
      (v) =>
        `${path} (${theme}) ${v.impact} ${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')} — ${v.nodes[0]?.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
    );
}

/** Opens the page and audits it in the theme it opens in, then its colours in the other one. */
async function blockingViolations(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The carousel and the lazy sections settle after hydration; axe sees the page as a reader meets it.
  await page.waitForTimeout(300);
  const found = await violationsNow(page, path);
  await switchTheme(page, (await currentTheme(page)) === 'dark' ? 'light' : 'dark');
  found.push(...(await violationsNow(page, path, COLOUR_RULES)));
  return found;
}

async function audit(context: BrowserContext, paths: string[]): Promise<string[]> {
  const page = await context.newPage();
  const found: string[] = [];
  for (const path of paths) found.push(...(await blockingViolations(page, path)));
  return found;
}

/**
 * The pages shared between two browser contexts of the same viewer, audited side by side: axe runs in each tab's own
 * renderer process, so the two cores both work (one after the other, the audits took 8.4 of CI's minutes).
 */
async function auditSideBySide(open: () => Promise<BrowserContext>, paths: string[]): Promise<string[]> {
  const lanes = [paths.filter((_, i) => i % 2 === 0), paths.filter((_, i) => i % 2 === 1)];
  const contexts = await Promise.all(lanes.map(() => open()));
  try {
    return (await Promise.all(lanes.map((lane, i) => audit(contexts[i], lane)))).flat();
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
}

/** The cart with a product in it, and the sandbox checkout page the cart leads to, for a buyer who owns nothing. */
async function auditCheckout(context: BrowserContext, baseURL: string): Promise<string[]> {
  await signedInNewUser(context, baseURL);
  const page = await context.newPage();
  const [product] = (await apiList<Slugged & { type: string; inStock: boolean }>(page.request, '/user/assets/products/search', { limit: 50 })).data.filter(
    (p) => p.type === 'digital' && p.inStock,
  );
  await page.goto(`/products/${product.slug}`);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('add-to-cart')).toHaveAttribute('data-in-cart', 'true');
  const found = await blockingViolations(page, '/cart');
  await page.getByTestId('checkout-button').click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  found.push(...(await blockingViolations(page, new URL(page.url()).pathname)));
  await page.getByTestId('sandbox-decline').click();
  return found;
}

for (const size of WIDTHS) {
  test.describe(`axe, light and dark themes, ${size.name} (${size.width} px)`, () => {
    test.describe.configure({ timeout: 450_000 });

    test('a visitor meets no critical or serious violation', async ({ browser, baseURL, page }) => {
      const paths = await visitorPages(page);
      expect(await auditSideBySide(() => contextFor(browser, baseURL!, size), paths)).toEqual([]);
    });

    test('a fan meets none on their own pages, the cart and checkout', async ({ browser, baseURL }) => {
      const buyer = await contextFor(browser, baseURL!, size);
      // Side by side: the fan's pages in two contexts, a new buyer's cart and checkout in a third.
      const found = (
        await Promise.all([auditSideBySide(() => contextFor(browser, baseURL!, size, { ...DEMO_USER }), FAN_PAGES), auditCheckout(buyer, baseURL!)])
      ).flat();
      expect(found).toEqual([]);
      await buyer.close();
    });

    test('a performer meets none on their studio pages', async ({ browser, baseURL, request }) => {
      // One of their galleries in the gallery editor, with its photos.
      const token = (await (await request.post('/api/auth/login', { data: PERFORMER_USER })).json()).data.token as string;
      const own = await request.get('/api/performer/assets/galleries/search', { params: { limit: 1 }, headers: { authorization: `Bearer ${token}` } });
      const [gallery] = (await own.json()).data.data as Slugged[];
      const pages = [...PERFORMER_PAGES, `/performer/galleries/${gallery._id}`];
      expect(await auditSideBySide(() => contextFor(browser, baseURL!, size, PERFORMER_USER), pages)).toEqual([]);
    });

    test('an admin meets none in the admin area', async ({ browser, baseURL }) => {
      expect(await auditSideBySide(() => contextFor(browser, baseURL!, size, ADMIN_USER), ADMIN_PAGES)).toEqual([]);
    });
  });
}
