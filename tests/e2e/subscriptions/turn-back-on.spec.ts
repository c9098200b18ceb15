import { test, expect } from '../support/fixtures';
import { signedInNewUser } from '../support/buyers';
import { apiList } from '../catalogue/seeded';

// A visitor sees what subscribing costs on the performer's Subscribe button; a fan who cancelled turns the
// subscription back on before its period ends, from /user/subscriptions. Each run has a fan of its own.

interface SeededPerformer {
  _id: string;
  name: string;
  username: string;
}

test('a visitor sees the monthly price on Subscribe; a fan cancels and turns the subscription back on', async ({ page, context, baseURL }) => {
  const performers = await apiList<SeededPerformer>(page.request, '/performers/search', { limit: 50 });
  let performer: SeededPerformer | undefined;
  let monthly: { _id: string; price: number } | undefined;
  for (const p of performers.data) {
    const packages = await apiList<{ _id: string; price: number; periodDays: number; recurring: boolean }>(page.request, '/package/subscription/search', {
      performerId: p._id,
      active: 'true',
    });
    monthly = packages.data.find((pkg) => pkg.periodDays === 30 && pkg.recurring);
    if (monthly) {
      performer = p;
      break;
    }
  }
  expect(performer, 'the seed has a performer with a monthly package').toBeTruthy();

  // As a visitor: the price is on the button.
  await page.goto(`/performers/${performer!.username}`);
  await expect(page.getByTestId('subscribe-button')).toContainText(/^Subscribe · \$\d+\.\d{2}\/month$/);

  // As a fan with a paid subscription to them (subscribed through the API and the sandbox).
  const fan = await signedInNewUser(context, baseURL!);
  const headers = { authorization: `Bearer ${fan.token}` };
  const purchase = await page.request.post('/api/payment/subscribe', { headers, data: { packageId: monthly!._id } });
  expect(purchase.ok()).toBe(true);
  const { transaction } = (await purchase.json()).data as { transaction: { _id: string } };
  expect((await page.request.post(`/api/payment/sandbox/${transaction._id}/approve`, { headers })).ok()).toBe(true);

  await page.goto('/user/subscriptions');
  const row = page.getByTestId('subscription-row').filter({ hasText: performer!.name });
  await expect(row).toContainText('Active');
  await row.getByTestId('cancel-subscription').click();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(row).toContainText('Cancelled');
  await expect(row).toContainText('Access until');

  await row.getByRole('button', { name: `Turn the subscription to ${performer!.name} back on` }).click();
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Renews on');
  await expect(row.getByTestId('resume-subscription')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('subscription-row').filter({ hasText: performer!.name })).toContainText('Renews on');
});
