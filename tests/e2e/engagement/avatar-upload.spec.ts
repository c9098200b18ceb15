import sharp from 'sharp';
import { test, expect, DEMO_USER } from '../support/fixtures';
import { expectLive, signIn } from '../support/session';

/** A PNG made for this run (a colour of its own, so the stored picture is new). */
function pngOfTheRun(): Promise<Buffer> {
  const channel = () => Math.floor(Math.random() * 256);
  return sharp({ create: { width: 480, height: 360, channels: 3, background: { r: channel(), g: channel(), b: channel() } } })
    .png()
    .toBuffer();
}

test.describe('profile pictures', () => {
  test('an avatar upload shows its progress and the new avatar in the header at once', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!, DEMO_USER);
    await page.goto('/user/account');
    await expectLive(page);
    const headerAvatar = page.getByTestId('header-avatar').locator('img');
    const before = await headerAvatar.getAttribute('src');

    await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngOfTheRun() });
    await expect(page.getByTestId('avatar-progress')).toBeVisible();
    await expect(page.getByText('Your avatar has been updated.')).toBeVisible();
    await expect(headerAvatar).toHaveAttribute('src', /\/api\/files\/public\/avatars\/.+/);
    expect(await headerAvatar.getAttribute('src')).not.toBe(before);
    await expect(page.getByTestId('avatar-preview')).toHaveAttribute('src', (await headerAvatar.getAttribute('src'))!);

    const stored = await page.request.get((await headerAvatar.getAttribute('src'))!);
    expect(stored.ok()).toBe(true);
    expect(stored.headers()['content-type']).toBe('image/webp');
  });

  test('a file that is not a picture is refused with the server message', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!, DEMO_USER);
    await page.goto('/user/account');
    await expectLive(page);
    await page.getByTestId('cover-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(page.getByTestId('cover-upload-error')).toHaveText('Only JPEG, PNG, WebP or GIF images are accepted (this file is not an image).');
  });
});
