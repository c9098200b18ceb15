import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect, DEMO_USER } from '../support/fixtures';
import { clickUserMenuItem, openDrawer, openUserMenu } from '../support/header';
import { PERFORMER_USER, expectLive, signIn, type Account } from '../support/session';

// Every section of the header reached by clicking, at a phone's, a tablet's and a laptop's width, by a visitor
// and by a signed-in fan: below 1024 px through the menu drawer, above through the row or its "More" menu.

interface MenuEntry {
  title: string;
  path: string;
  section: string;
  ordering: number;
}

/** A header entry and the heading of the page it leads to. */
type Section = MenuEntry & { heading: string };

const WIDTHS = [
  { name: 'phone', viewport: { width: 375, height: 740 }, drawer: true },
  { name: 'tablet', viewport: { width: 768, height: 1024 }, drawer: true },
  { name: 'laptop', viewport: { width: 1280, height: 800 }, drawer: false },
] as const;

async function headerSections(request: APIRequestContext): Promise<Section[]> {
  const res = await request.get('/api/settings/public');
  expect(res.ok()).toBe(true);
  const { menus, siteName } = (await res.json()).data as { menus: MenuEntry[]; siteName: string };
  const header = menus.filter((m) => m.section === 'header').sort((a, b) => a.ordering - b.ordering);
  // The sections this issue makes reachable are among them (migration 0016).
  expect(header.map((m) => m.path)).toEqual(expect.arrayContaining(['/videos', '/galleries', '/performers', '/products', '/channels', '/posts']));
  // The home page's heading is the site's name; every other section's page is headed by the entry's title.
  return header.map((m) => ({ ...m, heading: m.path === '/home' ? siteName : m.title }));
}

async function open(browser: Browser, baseURL: string, viewport: { width: number; height: number }, account?: Account) {
  const context = await browser.newContext({ viewport, baseURL });
  if (account) await signIn(context, baseURL, account);
  const page = await context.newPage();
  await page.goto('/home');
  if (account) await expectLive(page);
  return { context, page };
}

/** Opens "More" (pressed again until the page has hydrated) and gives its panel back. */
async function openMore(page: Page) {
  const button = page.getByTestId('header-more-button');
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass();
  const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  return panel;
}

/** On a laptop every entry is either whole in the row or in "More", never cut. */
async function expectNothingCut(page: Page, sections: Section[]) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const navBox = (await nav.boundingBox())!;
  let inRow = 0;
  const rowLinks = nav.locator('[data-testid^="header-link-"]');
  for (let i = 0; i < (await rowLinks.count()); i += 1) {
    const link = rowLinks.nth(i);
    if (!(await link.isVisible())) continue;
    inRow += 1;
    const box = (await link.boundingBox())!;
    expect(box.x, `${await link.textContent()} starts inside the row`).toBeGreaterThanOrEqual(navBox.x - 0.5);
    expect(box.x + box.width, `${await link.textContent()} ends inside the row`).toBeLessThanOrEqual(navBox.x + navBox.width + 0.5);
  }
  const more = page.getByTestId('header-more-button');
  if (inRow < sections.length) {
    await expect(more).toBeVisible();
    const panel = await openMore(page);
    await expect(panel.getByRole('link')).toHaveCount(sections.length - inRow);
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(more).toBeFocused();
  } else {
    await expect(more).toBeHidden();
  }
}

async function reachSection(page: Page, section: Section, drawer: boolean) {
  if (drawer) {
    const panel = await openDrawer(page);
    await panel.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: section.title, exact: true }).click();
  } else {
    const inRow = page.getByRole('navigation', { name: 'Main' }).locator(`[data-testid^="header-link-"][href="${section.path}"]`);
    if (await inRow.isVisible()) await inRow.click();
    else await (await openMore(page)).getByRole('link', { name: section.title, exact: true }).click();
  }
  await expect(page).toHaveURL(new RegExp(`${section.path.replace(/[/]/g, '\\/')}$`));
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(section.heading);
}

for (const { name, viewport, drawer } of WIDTHS) {
  test.describe(`header sections on a ${name} (${viewport.width} px)`, () => {
    for (const who of ['a visitor', 'a signed-in fan'] as const) {
      test(`${who} reaches every section by clicking`, async ({ browser, baseURL, request }) => {
        const all = await headerSections(request);
        const home = all.find((s) => s.path === '/home');
        const sections = all.filter((s) => s.path !== '/home');
        const { context, page } = await open(browser, baseURL!, viewport, who === 'a visitor' ? undefined : { ...DEMO_USER });
        try {
          if (!drawer) await expectNothingCut(page, all);
          else await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
          for (const section of sections) await reachSection(page, section, drawer);
          // Back home last: the journey started there.
          if (home) await reachSection(page, home, drawer);
        } finally {
          await context.close();
        }
      });
    }

    test('a performer reaches the Studio from the header', async ({ browser, baseURL }) => {
      const { context, page } = await open(browser, baseURL!, viewport, PERFORMER_USER);
      try {
        if (drawer) await (await openDrawer(page)).getByTestId('drawer-studio-link').click();
        else {
          await clickUserMenuItem(page, 'studio');
        }
        await expect(page).toHaveURL(/\/performer\/earnings$/);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      } finally {
        await context.close();
      }
    });

    if (!drawer) {
      // The page can scroll under an open menu (a reload's restored position arriving late, content loading
      // above): the menu is in the sticky header, so an item is where it was when the pointer went for it.
      test("the user's menu stays under its button while the page scrolls beneath it", async ({ browser, baseURL }) => {
        const { context, page } = await open(browser, baseURL!, viewport, { ...DEMO_USER });
        try {
          await page.goto('/videos');
          await page.evaluate(() => window.scrollTo(0, 200));
          await openUserMenu(page);
          const item = page.getByTestId('user-menu-favourites');
          // Read in the same task as the scroll, before any frame in which a realignment could mend it.
          const found = await item.evaluate((link) => {
            const box = link.getBoundingClientRect();
            window.scrollBy(0, 95);
            return { scrolled: window.scrollY, hit: link.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)) };
          });
          expect(found.scrolled).toBe(295);
          expect(found.hit, 'the item is still under the pointer that went for it').toBe(true);
          await item.click();
          await expect(page).toHaveURL(/\/user\/favourites$/);
        } finally {
          await context.close();
        }
      });
    }
  });
}

test.describe('channels and news', () => {
  test('the footer leads to the channels and to the news, and the news list to its posts, newest first', async ({ page, request }) => {
    const res = await request.get('/api/posts/search', { params: { type: 'post', limit: 200 } });
    const news = (await res.json()).data as { total: number; data: { title: string; slug: string }[] };
    expect(news.total, 'the seed publishes news posts').toBeGreaterThan(0);

    await page.goto('/home');
    const footer = page.getByTestId('site-footer');
    await footer.getByRole('link', { name: 'Channels', exact: true }).click();
    await expect(page).toHaveURL(/\/channels$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Channels');

    await page.getByTestId('site-footer').getByRole('link', { name: 'News', exact: true }).click();
    await expect(page).toHaveURL(/\/posts$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('News');
    await expect(page.getByTestId('post-card-title')).toHaveText(news.data.map((p) => p.title));

    const [newest] = news.data;
    await page.getByTestId('post-card-title').first().click();
    await expect(page).toHaveURL(new RegExp(`/posts/${newest.slug}$`));
    await expect(page.getByTestId('post-title')).toHaveText(newest.title);
  });
});
