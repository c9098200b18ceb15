import sharp from 'sharp';
import { test, expect } from '../support/fixtures';
import { expectLive, PERFORMER_USER, signIn } from '../support/session';

// A creator's post as its performer writes it and a visitor meets it: written in the Studio with a photo, for
// subscribers only, published; on the performer's page and its own page a visitor sees its title and the photo's
// blurred preview, never its text or the photo, and is asked to subscribe.

async function photo(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2c7a7b' } })
    .jpeg()
    .toBuffer();
  return { name: 'sunrise.jpg', mimeType: 'image/jpeg', buffer };
}

test.describe('a performer writes a post for subscribers', () => {
  let performerToken: string | null = null;
  let postId: string | null = null;

  test.afterAll(async ({ request }) => {
    if (performerToken && postId) await request.delete(`/api/performer/creator-posts/${postId}`, { headers: { authorization: `Bearer ${performerToken}` } });
  });

  test('with a photo, for subscribers only; a visitor sees it locked', async ({ page, context, browser, baseURL }) => {
    test.setTimeout(120_000);
    performerToken = await signIn(context, baseURL!, PERFORMER_USER);
    await page.goto('/performer/posts');
    await expectLive(page);
    await page.getByTestId('new-post').click();
    const form = page.getByTestId('post-details-form');
    const title = `Sunrise notes ${Date.now().toString(36)}`;
    const secret = 'Only my subscribers read this line.';
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Text').fill(`**Good morning!**\n${secret}`);
    await form.getByLabel(/who can see/i).selectOption('subscribers');
    await page.getByTestId('post-details-save').click();
    await expect(page).toHaveURL(/\/performer\/posts\/[0-9a-f-]{36}$/);
    postId = page.url().split('/').pop()!;
    await expect(page.getByTestId('post-text').locator('strong')).toHaveText('Good morning!');

    await page.getByTestId('photo-file-input').setInputFiles(await photo());
    await expect(page.getByTestId('post-media-grid').getByTestId('post-media-tile')).toHaveCount(1, { timeout: 30_000 });
    await page.getByTestId('post-publish').click();
    await expect(page.getByTestId('post-publication')).toHaveText('Live');
    const own = (
      await (await page.request.get(`/api/performer/assets/creator-posts/${postId}/view`, { headers: { authorization: `Bearer ${performerToken}` } })).json()
    ).data as { slug: string; performer?: unknown };
    const me = (await (await page.request.get('/api/users/me', { headers: { authorization: `Bearer ${performerToken}` } })).json()).data as {
      username: string;
    };

    const visitorContext = await browser.newContext({ baseURL });
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(`/creator-posts/${own.slug}`);
      await expect(visitor.getByText(title)).toBeVisible();
      await expect(visitor.getByText(secret)).toHaveCount(0);
      await expect(visitor.getByTestId('unlock-cta')).toContainText('Subscribe to');
      const pictures = visitor.locator('img[src*="/api/files/"]');
      for (const src of await pictures.evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? '')))
        expect(src).not.toMatch(/\/api\/files\/protected\//);
      await expect(visitor.locator('img[src*="/photo-previews/"]')).toHaveCount(1);

      await visitor.goto(`/performers/${me.username}?tab=posts`);
      const card = visitor.getByTestId('creator-post').filter({ hasText: title });
      await expect(card).toBeVisible();
      await expect(card.getByText(secret)).toHaveCount(0);
      await expect(card.getByTestId('unlock-cta')).toBeVisible();
    } finally {
      await visitorContext.close();
    }
  });
});
