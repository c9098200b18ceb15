import { signedInNewUser } from '../support/buyers';
import { test, expect } from '../support/fixtures';
import { expectLive, signIn } from '../support/session';
import { apiList } from '../catalogue/seeded';

// A refund of one line from the admin's payments page: a fan pays an order of two products in the sandbox; an admin
// opens the payment, chooses one line and refunds it; the payment shows it refunded and the rest still paid, and the
// fan's order says so too.

interface SeededProduct {
  _id: string;
  name: string;
  type: 'physical' | 'digital';
  inStock: boolean;
  stock: number | null;
}

test.describe('the admin refunds one line of a payment', () => {
  test('refund one line from the payments page', async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000);
    const products = (await apiList<SeededProduct>(request, '/user/assets/products/search', { limit: 200 })).data.filter(
      (p) => p.inStock && (p.stock ?? 2) >= 1,
    );
    const [first, second] = products;
    if (!second) throw new Error('the seed has fewer than two products in stock');
    const fan = await browser.newContext({ baseURL });
    const admin = await browser.newContext({ baseURL });
    try {
      const buyer = await signedInNewUser(fan, baseURL!);
      const auth = { authorization: `Bearer ${buyer.token}` };
      const shipping = { name: 'Ann Buyer', address: '1 Long Road', phone: '+1 555 0100', postalCode: '12345', city: 'Springfield', country: 'US' };
      const bought = await fan.request.post('/api/payment/purchase-products', {
        data: { products: [first, second].map((p) => ({ _id: p._id, quantity: 1 })), shipping },
        headers: auth,
      });
      expect(bought.ok(), await bought.text()).toBe(true);
      const transactionId = (await bought.json()).data.transaction._id as string;
      const approved = await fan.request.post(`/api/payment/sandbox/${transactionId}/approve`, { data: {}, headers: auth });
      expect(approved.ok(), await approved.text()).toBe(true);

      await signIn(admin, baseURL!, { username: 'admin', password: 'admin12345' });
      const page = await admin.newPage();
      await page.goto('/admin/payments');
      await expectLive(page);
      const row = page.getByRole('row').filter({ hasText: buyer.username });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Paid');
      await row.getByRole('button', { name: /expand row/i }).click();
      const lines = page.getByTestId(`payment-lines-${transactionId}`);
      await expect(lines.getByTestId('payment-line')).toHaveCount(2);
      await lines.getByTestId('payment-line').filter({ hasText: first.name }).getByRole('checkbox').check();
      await expect(lines.getByTestId('refund-lines')).toContainText('Refund this line');
      await lines.getByTestId('refund-lines').click();
      await expect(page.getByText(/^Refunded \$/)).toBeVisible();
      await expect(lines.getByTestId('payment-line').filter({ hasText: first.name })).toContainText('Refunded');
      await expect(lines.getByTestId('payment-line').filter({ hasText: second.name })).not.toContainText('Refunded');
      await expect(row).toContainText('refunded)');

      const view = await fan.request.get(`/api/payment/transactions/${transactionId}`, { headers: auth });
      const { order, transaction } = (await view.json()).data;
      expect(transaction.status).toBe('success');
      const statusOf = (id: string) => order.lines.find((l: { objectId: string }) => l.objectId === id)?.deliveryStatus;
      expect(statusOf(first._id)).toBe('refunded');
      expect(statusOf(second._id)).not.toBe('refunded');
    } finally {
      await Promise.all([fan.close(), admin.close()]);
    }
  });
});
