import { test, expect } from '../support/fixtures';

test.describe('site-wide modes', () => {
  test('maintenance mode replaces every page with the maintenance layout', async ({ page, siteApi }) => {
    await siteApi.asAdmin((admin) => admin.setSetting('maintenanceMode', true));
    try {
      for (const path of ['/home', '/auth/login']) {
        await page.goto(path);
        await expect(page.getByTestId('maintenance')).toBeVisible();
        await expect(page.getByRole('img', { name: 'Website under construction' })).toBeVisible();
        await expect(page.getByTestId('site-footer')).toHaveCount(0);
      }
    } finally {
      await siteApi.asAdmin((admin) => admin.setSetting('maintenanceMode', false));
    }
    await page.goto('/home');
    await expect(page.getByTestId('maintenance')).toHaveCount(0);
    await expect(page.getByTestId('home-hero')).toBeVisible();
  });

  test('a visitor from a blocked country sees the geoBlock message', async ({ browser, siteApi }) => {
    await siteApi.asAdmin((admin) => admin.blockCountry('DE', true));
    try {
      const blocked = await browser.newContext({ extraHTTPHeaders: { 'cf-ipcountry': 'DE' } });
      const page = await blocked.newPage();
      await page.goto('/home');
      const message = page.getByTestId('geo-block');
      await expect(message).toContainText("We've sorry.");
      await expect(message).toContainText('Website content is not available on your country');
      await expect(page.getByTestId('home-hero')).toHaveCount(0);
      await blocked.close();

      const allowed = await browser.newContext({ extraHTTPHeaders: { 'cf-ipcountry': 'FR' } });
      const other = await allowed.newPage();
      await other.goto('/home');
      await expect(other.getByTestId('home-hero')).toBeVisible();
      await allowed.close();
    } finally {
      await siteApi.asAdmin((admin) => admin.blockCountry('DE', false));
    }
  });
});
