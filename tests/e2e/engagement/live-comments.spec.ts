import { test, expect, DEMO_USER } from '../support/fixtures';
import { expectLive, PERFORMER_USER, signIn } from '../support/session';
import { performerVideos } from './engagement-seed';

test.describe('comments on a video', () => {
  test('a fan comments, another viewer (the performer) sees it live, then the fan removes it and it disappears for both', async ({
    browser,
    baseURL,
    request,
  }) => {
    const [video] = await performerVideos(request);
    const fan = await browser.newContext({ baseURL });
    const owner = await browser.newContext({ baseURL });
    try {
      await signIn(fan, baseURL!, DEMO_USER);
      await signIn(owner, baseURL!, PERFORMER_USER);
      const fanPage = await fan.newPage();
      const ownerPage = await owner.newPage();
      await Promise.all([fanPage.goto(`/videos/${video.slug}`), ownerPage.goto(`/videos/${video.slug}`)]);
      for (const page of [fanPage, ownerPage]) {
        await expectLive(page);
        await expect(page.getByTestId('comment-form')).toBeVisible();
      }

      const ownerCount = ownerPage.getByTestId('asset-comment-count');
      const before = Number.parseInt((await ownerCount.textContent()) ?? '', 10);
      const text = `Live from the test run ${Date.now()} <b>as text</b>`;
      await fanPage.getByTestId('comment-input').fill(text);
      await fanPage.getByTestId('comment-submit').click();
      await expect(fanPage.getByText('Commented successfully')).toBeVisible();

      const onFanPage = fanPage.getByTestId('comment-item').filter({ hasText: text });
      const onOwnerPage = ownerPage.getByTestId('comment-item').filter({ hasText: text });
      await expect(onOwnerPage, 'the comment arrives without a reload').toHaveCount(1);
      await expect(onOwnerPage.getByTestId('comment-author')).toHaveText(DEMO_USER.name);
      await expect(onFanPage, 'the author sees it once (answer and live event)').toHaveCount(1);
      await expect(ownerCount, 'the count on the page follows live').toHaveText(new RegExp(`^\\s*${before + 1} comments?$`));
      await expect(ownerPage.getByTestId('comment-notification')).toContainText(`${DEMO_USER.name} commented on your video`);

      await onFanPage.getByTestId('comment-delete').click();
      await fanPage.getByRole('button', { name: 'Remove', exact: true }).click();
      await expect(fanPage.getByText('Removed successfully!')).toBeVisible();
      await expect(onFanPage).toHaveCount(0);
      await expect(onOwnerPage, 'the removal arrives without a reload').toHaveCount(0);
      await expect(ownerCount).toHaveText(new RegExp(`^\\s*${before} comments?$`));
    } finally {
      await fan.close();
      await owner.close();
    }
  });

  test('a visitor reads the comments and is asked to log in to write one', async ({ page, request }) => {
    const [video] = await performerVideos(request);
    await page.goto(`/videos/${video.slug}`);
    await expect(page.getByTestId('comment-login-prompt')).toContainText('Log in or create an account to comment.');
    await expect(page.getByTestId('comment-form')).toHaveCount(0);
    await expect(page.getByTestId('socket-status')).toHaveCount(0);
  });
});
