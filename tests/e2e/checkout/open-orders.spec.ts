import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { signedInNewUser } from '../support/buyers';
import { videoWithAccess } from '../catalogue/seeded';

// An order left awaiting payment, as its buyer meets it again: buying the same thing again answers the same open
// payment (one payable intent at a time), the orders page offers "Pay now" (back to that payment) and "Cancel",
// and a cancelled order's payment can no longer be made.

const sandboxPath = /\/payment\/sandbox\/([0-9a-f-]{36})$/;
const transactionIdOf = (page: Page) => sandboxPath.exec(new URL(page.url()).pathname)![1];

test.describe('an order awaiting payment', () => {
  test('buying again answers the same payment; the orders page pays it with "Pay now" and cancels it with "Cancel"', async ({ page, context, baseURL }) => {
    const buyer = await signedInNewUser(context, baseURL!);
    const video = await videoWithAccess(page.request, 'sale');

    await page.goto(`/videos/${video.slug}`);
    await page.getByTestId('unlock-button').click();
    await expect(page).toHaveURL(sandboxPath);
    const first = transactionIdOf(page);

    // Left without paying, then bought again: the same open payment, not a second charge.
    await page.goto(`/videos/${video.slug}`);
    await page.getByTestId('unlock-button').click();
    await expect(page).toHaveURL(sandboxPath);
    expect(transactionIdOf(page)).toBe(first);

    await page.goto('/user/orders');
    const rows = page.getByTestId('orders-list').locator('li');
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row.getByTestId('order-row')).toContainText('Awaiting payment');
    await expect(row.getByTestId('order-row')).toContainText(video.title);
    await row.getByTestId('order-pay-now').click();
    await expect(page).toHaveURL(sandboxPath);
    expect(transactionIdOf(page)).toBe(first);

    await page.goto('/user/orders');
    await row.getByTestId('order-cancel').click();
    await page.getByRole('button', { name: 'Cancel order', exact: true }).click();
    await expect(row.getByTestId('order-row')).toContainText('Cancelled');
    await expect(row.getByTestId('order-pay-actions')).toHaveCount(0);

    // The cancelled payment is closed at the gateway too, and the video is still for sale to this fan.
    const approve = await page.request.post(`/api/payment/sandbox/${first}/approve`, { headers: { authorization: `Bearer ${buyer.token}` } });
    expect(approve.status()).toBe(409);
    expect((await approve.json()).code).toBe('PAYMENT_CLOSED');
    await page.goto(`/videos/${video.slug}`);
    await expect(page.getByTestId('unlock-cta')).toBeVisible();
    await page.getByTestId('unlock-button').click();
    await expect(page).toHaveURL(sandboxPath);
    expect(transactionIdOf(page)).not.toBe(first);
  });
});
