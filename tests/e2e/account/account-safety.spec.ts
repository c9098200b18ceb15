import fs from 'node:fs';
import { test, expect } from '../support/fixtures';
import { signedInNewUser } from '../support/buyers';
import { linkMailedTo } from '../support/outbox';

const onThisSite = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');

test.describe('a fan keeping their account safe', () => {
  test('changes the e-mail address: the new one shows once the link mailed to it is followed', async ({ page, context, baseURL }) => {
    const user = await signedInNewUser(context, baseURL!);
    const newEmail = `new.${user.email}`;

    await page.goto('/user/account');
    const section = page.getByTestId('email-section');
    await expect(section.getByTestId('email-current')).toHaveText(user.email);
    await section.getByLabel('New email address').fill(newEmail);
    await section.getByLabel('Current password').fill(user.password);
    await section.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(section.getByTestId('email-pending')).toHaveText(newEmail);
    // Still the old address until the link is followed, after a reload too.
    await page.reload();
    await expect(page.getByTestId('email-pending')).toHaveText(newEmail);
    await expect(page.getByTestId('email-current')).toHaveText(user.email);

    await page.goto(onThisSite(await linkMailedTo(newEmail, 'Confirm your new email address')));
    await expect(page.getByTestId('confirm-email-success')).toContainText(newEmail);
    await page.getByRole('link', { name: 'Go to my account' }).click();
    await expect(page.getByTestId('email-current')).toHaveText(newEmail);
    await expect(page.getByTestId('email-pending-notice')).toHaveCount(0);
  });

  test('downloads their data as a JSON file', async ({ page, context, baseURL }) => {
    const user = await signedInNewUser(context, baseURL!);
    await page.goto('/user/account');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^limelight-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await file.path())!, 'utf8'));
    expect(data.profile).toMatchObject({ username: user.username, email: user.email });
    expect(data.sessions).toEqual([expect.objectContaining({ current: true })]);
  });

  test('deletes the account: logged out, and logging in again is refused', async ({ page, context, baseURL }) => {
    const user = await signedInNewUser(context, baseURL!);
    await page.goto('/user/account');
    const section = page.getByTestId('delete-account-section');
    await section.getByLabel('Your password').fill(user.password);
    await section.getByLabel('Type DELETE to confirm').fill('DELETE');
    await section.getByRole('button', { name: 'Delete my account' }).click();

    await expect(page).toHaveURL(/\/auth\/login$/);
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
    await page.getByLabel('Username or email').fill(user.username);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Incorrect username or password')).toBeVisible();
  });
});
