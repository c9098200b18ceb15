import { signedInNewUser } from '../support/buyers';
import { test, expect } from '../support/fixtures';
import { expectLive, signIn } from '../support/session';
import { performerVideos } from './engagement-seed';

// Reports and moderation from the browser: someone posts a spam comment; a fan reports it with the Report action; an
// admin removes it from /admin/reports; the comment leaves the fan's open page and the fan is told, on the site at
// once and in their reports.

test.describe('reporting a comment', () => {
  test('a fan reports a comment, the admin removes it and the reporter is told', async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000);
    const [video] = await performerVideos(request);
    const spammer = await browser.newContext({ baseURL });
    const fan = await browser.newContext({ baseURL });
    const admin = await browser.newContext({ baseURL });
    try {
      const spamAuthor = await signedInNewUser(spammer, baseURL!);
      const text = `Cheap followers at spam.example ${Date.now()}`;
      const posted = await spammer.request.post('/api/comments', {
        data: { objectType: 'video', objectId: video._id, content: text },
        headers: { authorization: `Bearer ${spamAuthor.token}` },
      });
      expect(posted.ok()).toBe(true);

      await signedInNewUser(fan, baseURL!);
      const fanPage = await fan.newPage();
      await fanPage.goto(`/videos/${video.slug}`);
      await expectLive(fanPage);
      const comment = fanPage.getByTestId('comment-item').filter({ hasText: text });
      await expect(comment).toHaveCount(1);
      await comment.getByRole('button', { name: 'Report' }).click();
      const dialog = fanPage.getByTestId('report-dialog');
      await expect(dialog).toBeVisible();
      await expect(fanPage.getByRole('dialog', { name: 'Report this comment' })).toBeVisible();
      await expect(fanPage.getByTestId('report-send')).toBeDisabled();
      await dialog.getByTestId('report-reason-spam').click();
      await dialog.getByLabel('A note for the team (optional)').fill('Advertising in every video');
      await fanPage.getByTestId('report-send').click();
      await expect(fanPage.getByText('Thank you: the team will look at it')).toBeVisible();
      // Spam is not one of the gravest reasons: the comment stays up until an admin decides.
      await expect(comment).toHaveCount(1);

      await signIn(admin, baseURL!, { username: 'admin', password: 'admin12345' });
      const adminPage = await admin.newPage();
      await adminPage.goto('/admin/reports');
      const row = adminPage.getByRole('row').filter({ hasText: text });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Spam');
      await expect(row).toContainText('Advertising in every video');
      await expect(row).toContainText(`Owner: ${spamAuthor.username}`);
      await row.getByRole('button', { name: 'Remove' }).click();
      await row.getByLabel('Why (the reporters and the owner read it)').fill('Advertising is not allowed in comments.');
      await row.getByRole('button', { name: 'Remove it' }).click();
      await expect(adminPage.getByText('Removed. The reporters are told.')).toBeVisible();
      await expect(adminPage.getByRole('row').filter({ hasText: text }), 'the open queue no longer lists it').toHaveCount(0);

      // The fan, on the page still open: the comment goes, and the notice says what was decided.
      await expect(comment).toHaveCount(0);
      const notice = fanPage.getByTestId('report-notification');
      await expect(notice).toContainText('We removed what you reported');
      await expect(notice).toContainText('Advertising is not allowed in comments.');

      await fanPage.goto('/user/reports');
      const mine = fanPage.getByTestId('my-report').filter({ hasText: text });
      await expect(mine.getByTestId('my-report-state')).toHaveText('Removed');
      await expect(mine.getByTestId('my-report-outcome')).toHaveText('The team: Advertising is not allowed in comments.');
    } finally {
      await Promise.all([spammer.close(), fan.close(), admin.close()]);
    }
  });
});
