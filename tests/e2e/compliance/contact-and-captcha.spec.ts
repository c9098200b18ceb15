import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { fakeRecaptchaWidget, startFakeSiteverify } from '../support/fake-recaptcha';

const OUTBOX = path.resolve(process.env.E2E_DATA_DIR || '.e2e-data', 'outbox');

interface Mail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

const mailsTo = (address: string): Mail[] =>
  fs.existsSync(OUTBOX)
    ? fs
        .readdirSync(OUTBOX)
        .sort()
        .map((f) => JSON.parse(fs.readFileSync(path.join(OUTBOX, f), 'utf8')) as Mail)
        .filter((m) => m.to === address)
    : [];

async function fillContactForm(page: import('@playwright/test').Page, sender: string, text: string) {
  await page.getByLabel('Your name').fill('Casey Visitor');
  await page.getByLabel('Your email').fill(sender);
  await page.getByLabel('Subject (optional)').fill('A question about subscriptions');
  await page.getByLabel('Message').fill(text);
}

test('a visitor writes to the site from the footer, and the staff get it with a reply-to of the sender', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('site-footer').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByTestId('captcha-widget')).toHaveCount(0);
  const sender = `casey.${Date.now()}@example.com`;
  const text = `Can I pause my subscription while I travel? (${sender})`;
  await fillContactForm(page, sender, text);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('contact-success')).toContainText('Thank you, your message is on its way');
  await expect.poll(() => mailsTo('admin@limelight.local').find((m) => m.text.includes(text))?.replyTo).toBe(sender);
});

test.describe('with the captcha on', () => {
  test.beforeEach(async ({ siteApi }) => {
    await siteApi.asAdmin(async (admin) => {
      await admin.setSetting('recaptchaSecretKey', 'e2e-secret-key');
      await admin.setSetting('recaptchaSiteKey', 'e2e-site-key');
      await admin.setSetting('recaptchaVersion', 'v2');
      await admin.setSetting('recaptchaEnabled', true);
    });
  });
  test.afterEach(async ({ siteApi }) => {
    await siteApi.asAdmin((admin) => admin.setSetting('recaptchaEnabled', false));
  });

  test('the contact form asks for the checkbox, and the server checks its token with the secret key', async ({ page, request }) => {
    const siteverify = await startFakeSiteverify();
    try {
      await fakeRecaptchaWidget(page);
      await page.goto('/contact');
      const widget = page.getByTestId('captcha-widget');
      await expect(widget.getByRole('button', { name: "I'm not a robot" })).toBeVisible();
      const sender = `robin.${Date.now()}@example.com`;
      await fillContactForm(page, sender, 'Is there a student discount on the yearly plan?');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByTestId('contact-error')).toContainText('captcha');
      expect(mailsTo('admin@limelight.local').some((m) => m.replyTo === sender)).toBe(false);

      await widget.getByRole('button', { name: "I'm not a robot" }).click();
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByTestId('contact-success')).toBeVisible();
      expect(siteverify.received.at(-1)?.get('secret')).toBe('e2e-secret-key');
      await expect.poll(() => mailsTo('admin@limelight.local').some((m) => m.replyTo === sender)).toBe(true);

      // The server, not the page, decides: a direct call without a token or with a forged one is refused.
      const message = { name: 'Bot', email: 'bot@example.com', message: 'Buy cheap followers now!!!' };
      const missing = await request.post('/api/contact', { data: message, headers: { 'x-forwarded-for': '203.0.113.90' } });
      expect([missing.status(), (await missing.json()).code]).toEqual([400, 'CAPTCHA_REQUIRED']);
      const forged = await request.post('/api/contact', { data: { ...message, captchaToken: 'forged' }, headers: { 'x-forwarded-for': '203.0.113.91' } });
      expect([forged.status(), (await forged.json()).code]).toEqual([403, 'CAPTCHA_FAILED']);
    } finally {
      await siteverify.close();
    }
  });

  test("Google's script loads only on the forms that use it: register, contact, and login once asked", async ({ page }) => {
    const loads: string[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith('https://www.google.com/recaptcha/api.js')) loads.push(new URL(page.url()).pathname);
    });
    await fakeRecaptchaWidget(page);
    for (const path of ['/home', '/videos', '/auth/login']) {
      await page.goto(path);
      await expect(page.locator('main, body').first()).toBeVisible();
    }
    await page.goto('/auth/register');
    await expect(page.getByTestId('captcha-widget').getByRole('button', { name: "I'm not a robot" })).toBeVisible();
    expect(loads).toEqual(['/auth/register']);
  });
});
