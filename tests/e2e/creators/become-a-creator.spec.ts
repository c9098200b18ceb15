import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { landscapeClip } from '../../api/helpers/clips';
import { signedInNewUser } from '../support/buyers';
import { test, expect } from '../support/fixtures';
import { expectLive, signIn } from '../support/session';

// Becoming a creator without anyone at a command line: a new user applies (their identity photos made here), checks
// their age with the built-in simulator, sends the application; an admin approves it in /admin with the documents
// side by side; the new creator's Studio opens and they upload a video.

/** A photo-like JPEG of `width`x`height` with a label, standing for a phone's picture of a document. */
async function photo(file: string, label: string, colour: { r: number; g: number; b: number }): Promise<string> {
  const text = Buffer.from(
    `<svg width="640" height="400"><rect width="640" height="400" fill="rgb(${colour.r},${colour.g},${colour.b})"/><text x="40" y="210" font-size="48" fill="white">${label}</text></svg>`,
  );
  await sharp(text).jpeg().toFile(file);
  return file;
}

test.describe('becoming a creator', () => {
  let dir: string;
  test.beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'limelight-creator-'));
  });
  test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('a new user applies, the admin approves in /admin, the new creator uploads a video', async ({ page, context, baseURL, browser }) => {
    test.setTimeout(180_000);
    const applicant = await signedInNewUser(context, baseURL!);
    const stageName = `Nova ${Date.now().toString(36)}`;
    const document = await photo(path.join(dir, 'passport.jpg'), 'PASSPORT', { r: 30, g: 60, b: 140 });
    const selfie = await photo(path.join(dir, 'selfie.jpg'), 'SELFIE', { r: 140, g: 60, b: 30 });

    await page.goto('/user/account');
    await expectLive(page);
    await page.getByTestId('account-become-creator').click();
    await expect(page).toHaveURL(/\/become-a-creator$/);
    const wizard = page.getByTestId('application-wizard');
    await wizard.getByLabel('Legal name').fill('Ada Lovelace');
    await wizard.getByLabel('Date of birth').fill(`${new Date().getFullYear() - 17}-06-01`);
    await wizard.getByLabel('Country').fill('United Kingdom');
    await page.keyboard.press('Enter');
    await wizard.getByLabel('Stage name').fill(stageName);
    await wizard.getByTestId('application-save-details').click();
    await expect(page.getByTestId('application-error')).toHaveText('You must be 18 or older to become a creator on this site.');
    await wizard.getByLabel('Date of birth').fill('1990-04-25');
    await wizard.getByTestId('application-save-details').click();

    await page.getByTestId('identity-document-input').setInputFiles(document);
    await expect(page.getByTestId('identity-document-received')).toBeVisible();
    await page.getByTestId('identity-selfie-input').setInputFiles(selfie);
    await expect(page.getByTestId('identity-selfie-received')).toBeVisible();
    await page.getByTestId('application-documents-next').click();

    await page.getByTestId('application-check-age').click();
    await expect(page).toHaveURL(/\/age-verification\/simulator\?/);
    await page.getByTestId('age-simulator-verify').click();
    await expect(page).toHaveURL(/\/become-a-creator$/);
    // Accepting is saved at once (the version and the time are recorded): the box is ticked once the server has it.
    await page.getByTestId('application-accept').click();
    await expect(page.getByTestId('application-accept')).toBeChecked();
    await page.getByTestId('application-submit').click();
    await expect(page.getByTestId('application-submitted')).toContainText('Your application is with our team');

    // The admin, in another browser.
    const adminContext = await browser.newContext({ baseURL });
    try {
      await signIn(adminContext, baseURL!, { username: 'admin', password: 'admin12345' });
      const admin = await adminContext.newPage();
      await admin.goto('/admin/applications');
      await admin.getByTestId(`application-${applicant.username}`).click();
      const documents = admin.getByTestId('application-documents');
      for (const picture of await documents.locator('img').all()) {
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
      }
      await expect(admin.getByTestId('application-age-check')).toHaveText('Verified');
      await admin.getByTestId('application-approve').click();
      await expect(admin.getByTestId('application-state')).toHaveText('Approved');
    } finally {
      await adminContext.close();
    }

    // The applicant's Studio is open; a video goes up.
    await page.goto('/performer/videos');
    await expectLive(page);
    const clip = await landscapeClip(path.join(dir, 'first-video.mp4'), { seconds: 2, width: 320, height: 180 });
    await page.getByTestId('upload-video').click();
    const form = page.getByTestId('video-upload-form');
    await form.getByTestId('video-file-input').setInputFiles(clip);
    await form.getByLabel('Title').fill(`${stageName} first video`);
    await form.getByTestId('video-publish').click();
    const row = page.getByTestId('own-asset-row').filter({ hasText: `${stageName} first video` });
    await expect(row.getByTestId('video-state-tag')).toHaveText('Live', { timeout: 120_000 });
  });

  test('a fan is refused the admin area', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!, { username: 'demo', password: 'demo12345' });
    const res = await page.goto('/admin');
    expect(res?.status()).toBe(403);
    await expect(page.getByTestId('admin-refused')).toBeVisible();
  });
});
