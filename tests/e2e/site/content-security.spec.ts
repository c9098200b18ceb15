import { test, expect } from '../support/fixtures';

test.describe('the Content-Security-Policy of pages', () => {
  test('every page answer has its own script nonce, its scripts carry it, and the app runs under it', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const nonces: string[] = [];
    for (let visit = 0; visit < 2; visit += 1) {
      // The second visit is answered from the page cache: it still gets a nonce of its own.
      const response = await page.goto('/home');
      const policy = response!.headers()['content-security-policy'];
      expect(policy).toContain("frame-ancestors 'none'");
      const nonce = policy.match(/'nonce-([^']+)'/)![1];
      nonces.push(nonce);
      const scripts = await response!.text();
      const scriptNonces = [...scripts.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]);
      expect(scriptNonces.length).toBeGreaterThan(0);
      expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
      expect([...scripts.matchAll(/<script(?![^>]*\snonce=)[^>]*>/g)].map((m) => m[0]).filter((tag) => !/type="application\/json"/.test(tag))).toEqual([]);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    // Hydrated and working: a client-side navigation through the header.
    await page.getByRole('link', { name: 'Videos', exact: true }).first().click();
    await expect(page).toHaveURL(/\/videos/);
    expect(violations).toEqual([]);
  });
});
