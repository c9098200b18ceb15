import type { Browser, BrowserContext } from '@playwright/test';
import { test, expect, DEMO_USER } from '../support/fixtures';
import { signIn, type Account } from '../support/session';
import { videoWithAccess } from '../catalogue/seeded';

const ADMIN_USER: Account = { username: 'admin', password: 'admin12345', name: 'Demo Admin' };

// JavaScript off: what is checked is the server's HTML itself, where the page and read caches sit.
async function serverOnlyContext(browser: Browser, origin: string, account?: Account): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: origin });
  if (account) await signIn(context, origin, account);
  return context;
}

test.describe('pages served from caches', () => {
  test('nobody, a buyer and another user each get only their own page, however often it is served (the feed and messages too)', async ({
    browser,
    request,
    baseURL,
  }) => {
    // The demo fan bought the newest video for sale (demo seed).
    const video = await videoWithAccess(request, 'sale');
    const viewers = [
      { who: 'nobody', context: await serverOnlyContext(browser, baseURL!), name: null, access: 'locked' },
      { who: 'the buyer', context: await serverOnlyContext(browser, baseURL!, { ...DEMO_USER }), name: DEMO_USER.name, access: 'full' },
      { who: 'another user', context: await serverOnlyContext(browser, baseURL!, ADMIN_USER), name: ADMIN_USER.name, access: 'locked' },
    ];
    try {
      for (let round = 0; round < 3; round += 1) {
        for (const viewer of viewers) {
          const page = await viewer.context.newPage();
          await page.goto(`/videos/${video.slug}`);
          const stage = page.getByTestId('video-stage');
          await expect(stage, `${viewer.who}, round ${round + 1}`).toHaveAttribute('data-access', viewer.access);
          if (viewer.name) {
            await expect(page.getByTestId('header-user-name')).toHaveText(viewer.name);
            await expect(page.getByTestId('header-login-link')).toHaveCount(0);
          } else {
            await expect(page.getByTestId('header-login-link')).toBeVisible();
            await expect(page.getByTestId('header-user-name')).toHaveCount(0);
          }
          await page.goto('/home');
          await expect(page.getByTestId(viewer.name ? 'header-user-name' : 'header-login-link')).toBeVisible();
          if (viewer.name) await expect(page.getByTestId('header-user-name')).toHaveText(viewer.name);
          // Rendered once for every viewer of the same shape, with each one's own texts put in (server/web/viewer-pages.ts).
          for (const shared of viewer.name ? ['/feed', '/messages'] : []) {
            await page.goto(shared);
            await expect(page.getByTestId('header-user-name'), `${viewer.who} on ${shared}`).toHaveText(viewer.name!);
            expect(await page.content()).not.toMatch(/[\uE000-\uE0FF]/);
          }
          await page.close();
        }
      }
    } finally {
      for (const viewer of viewers) await viewer.context.close();
    }
  });
});
