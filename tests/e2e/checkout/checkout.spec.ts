import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { signedInNewUser } from '../support/buyers';
import { apiList, videoWithAccess, type SeededVideo } from '../catalogue/seeded';

// Money really flows here: orders through the built-in sandbox gateway, whose signed webhook the server sends
// to itself over HTTP before the buyer's page learns the outcome. Each journey has a buyer of its own.

interface SeededProduct {
  _id: string;
  name: string;
  slug: string;
  type: 'physical' | 'digital';
  stock: number | null;
  inStock: boolean;
}

async function productsToBuy(page: Page) {
  const products = (await apiList<SeededProduct>(page.request, '/user/assets/products/search', { limit: 200 })).data;
  const physical = products.find((p) => p.type === 'physical' && p.inStock && (p.stock ?? 2) >= 2);
  const digital = products.find((p) => p.type === 'digital' && p.inStock);
  if (!physical || !digital) throw new Error('the seed has no physical product in stock and digital product');
  return { physical, digital };
}

const transactionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;

/** The transaction and its order, as the API tells their buyer. */
async function paymentOf(page: Page, token: string, transactionId: string) {
  const res = await page.request.get(`/api/payment/transactions/${transactionId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()).data;
}
const currentTime = (player: Locator) => player.evaluate((v: HTMLVideoElement) => v.currentTime);
const durationOf = (player: Locator) =>
  player.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<number>((resolve) =>
        v.readyState >= 1 ? resolve(v.duration) : v.addEventListener('loadedmetadata', () => resolve(v.duration), { once: true }),
      ),
  );

/** Buys through the sandbox page the checkout sent the buyer to. */
async function decideInSandbox(page: Page, decision: 'approve' | 'decline') {
  await expect(page).toHaveURL(/\/payment\/sandbox\/[0-9a-f-]{36}$/);
  await page.getByTestId(`sandbox-${decision}`).click();
}

test.describe('a fan buying products', () => {
  test('puts two products in the cart, keeps them over a reload, pays with WELCOME10 in the sandbox, sees pending turn paid, and downloads the digital one', async ({
    page,
    context,
    baseURL,
  }) => {
    const buyer = await signedInNewUser(context, baseURL!);
    const { physical, digital } = await productsToBuy(page);

    for (const product of [physical, digital]) {
      await page.goto(`/products/${product.slug}`);
      await page.getByTestId('add-to-cart').click();
      await expect(page.getByTestId('add-to-cart')).toHaveAttribute('data-in-cart', 'true');
    }
    await expect(page.getByTestId('header-cart-count')).toHaveText('2');

    await page.goto('/cart');
    await page.reload();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('cart-line-name')).toHaveText([physical.name, digital.name]);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]')).toHaveLength(2);

    const subtotal = await page.getByTestId('cart-subtotal').innerText();
    await page.getByLabel('Coupon').fill('welcome10');
    await page.getByTestId('coupon-apply').click();
    await expect(page.getByTestId('coupon-applied')).toContainText('WELCOME10');
    await expect(page.getByTestId('cart-discount')).toBeVisible();
    expect(await page.getByTestId('cart-total').innerText()).not.toBe(subtotal);

    const form = page.getByTestId('checkout-form');
    await form.getByLabel('Full name').fill('Casey Buyer');
    await form.getByLabel('Address').fill('1 Long Road, Springfield');
    await form.getByLabel('Phone').fill('+1 555 0100');
    await form.getByLabel('Postal code').fill('12345');
    await form.getByLabel('City').fill('Springfield');
    await form.getByLabel('Country').selectOption('US');
    await expect(page.getByTestId('cart-shipping')).toHaveText('Free ($0.00)');
    await page.getByTestId('checkout-button').click();
    await expect(page).toHaveURL(/\/payment\/sandbox\//);
    const transactionId = transactionIdOf(page.url());
    await expect(page.getByTestId('order-total')).toBeVisible();

    // The success page, opened before the payment is decided, says pending, and turns paid when the webhook lands.
    const watcher = await context.newPage();
    await watcher.goto(`/payment/success?transactionId=${transactionId}`);
    await expect(watcher.getByTestId('payment-pending')).toBeVisible();

    await decideInSandbox(page, 'approve');
    await expect(page).toHaveURL(new RegExp(`/payment/success\\?transactionId=${transactionId}$`));
    await expect(page.getByTestId('payment-paid')).toBeVisible();
    await expect(page.getByTestId('purchased-links').getByRole('link', { name: digital.name })).toBeVisible();
    await expect(watcher.getByTestId('payment-paid')).toBeVisible();
    await watcher.close();

    // Paid lines leave the cart.
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(0);

    const { order } = await paymentOf(page, buyer.token, transactionId);
    expect(order).toMatchObject({ status: 'paid', couponCode: 'WELCOME10' });
    expect(order.discount).toBeGreaterThan(0);

    // The order page shows what was bought; the downloads page and the product's own page download it.
    await page.goto(`/user/orders/${order._id}`);
    await expect(page.getByText(digital.name).first()).toBeVisible();
    for (const where of ['/user/downloads', `/products/${digital.slug}`]) {
      await page.goto(where);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: `Download ${digital.name}` }).click();
      const file = await download;
      expect(await file.failure()).toBeNull();
      expect(file.suggestedFilename()).not.toBe('');
    }
  });
});

test.describe('a fan buying a video', () => {
  test('buys a video for sale in the sandbox and watches it play past its teaser', async ({ page, context, baseURL }) => {
    await signedInNewUser(context, baseURL!);
    const video: SeededVideo = await videoWithAccess(page.request, 'sale');
    await page.goto(`/videos/${video.slug}`);
    const player = page.getByTestId('video-player');
    await expect(player).toHaveAttribute('data-mode', 'teaser');
    const teaserSeconds = await durationOf(player);

    await page.getByTestId('unlock-button').click();
    await decideInSandbox(page, 'approve');
    await expect(page.getByTestId('payment-paid')).toBeVisible();
    await page.getByTestId('purchased-links').getByRole('link', { name: video.title }).click();

    await expect(player).toHaveAttribute('data-mode', 'full');
    await expect(page.getByTestId('unlock-cta')).toHaveCount(0);
    // Bought: the page and the video's card in the listings say "Purchased" instead of the price.
    await expect(page.getByTestId('access-badge').first()).toHaveText('Purchased');
    await page.goto(`/videos?access=sale&q=${encodeURIComponent(video.title)}`);
    const card = page.getByTestId('video-card').filter({ hasText: video.title }).first();
    await expect(card.getByTestId('access-badge')).toHaveText('Purchased');
    await page.goto(`/videos/${video.slug}`);
    await expect(player).toHaveAttribute('data-mode', 'full');
    const fullSeconds = await durationOf(player);
    expect(fullSeconds).toBeGreaterThan(teaserSeconds);
    const past = Math.min(teaserSeconds + 0.5, fullSeconds - 1);
    await player.evaluate(
      (v: HTMLVideoElement, at: number) =>
        new Promise<void>((resolve) => {
          v.muted = true;
          v.addEventListener('seeked', () => resolve(), { once: true });
          v.currentTime = at;
          void v.play();
        }),
      past,
    );
    await expect.poll(() => currentTime(player), { message: 'the full video plays on past the teaser' }).toBeGreaterThan(Math.max(past, teaserSeconds) + 0.3);
    expect(await player.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
  });

  test('declines the payment and nothing is unlocked', async ({ page, context, baseURL }) => {
    const buyer = await signedInNewUser(context, baseURL!);
    const video: SeededVideo = await videoWithAccess(page.request, 'sale');
    await page.goto(`/videos/${video.slug}`);
    await page.getByTestId('unlock-button').click();
    await expect(page).toHaveURL(/\/payment\/sandbox\//);
    const transactionId = transactionIdOf(page.url());
    await decideInSandbox(page, 'decline');
    await expect(page).toHaveURL(/\/payment\/cancel/);
    await expect(page.getByTestId('payment-cancel-page')).toBeVisible();
    // Said as what it is, with the way back to the video (no word of a cart: nothing was in it).
    const notMade = page.getByTestId('payment-not-made');
    await expect(notMade).toContainText('Payment declined');
    await expect(notMade).not.toContainText(/cart/i);
    await notMade.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(new RegExp(`/videos/(${video._id}|${video.slug})$`));
    await expect(page.getByTestId('unlock-cta')).toBeVisible();

    const view = await paymentOf(page, buyer.token, transactionId);
    expect(view.transaction.status).toBe('failed');
    expect(view.order.status).toBe('failed');
    await page.goto(`/videos/${video.slug}`);
    await expect(page.getByTestId('unlock-cta')).toBeVisible();
    await expect(page.getByTestId('video-player').or(page.getByTestId('video-poster'))).toBeVisible();
    if (await page.getByTestId('video-player').count()) await expect(page.getByTestId('video-player')).toHaveAttribute('data-mode', 'teaser');
    const detail = await page.request.get(`/api/user/assets/videos/${video._id}`, { headers: { authorization: `Bearer ${buyer.token}` } });
    expect((await detail.json()).data).toMatchObject({ isBought: false, canView: false });
  });
});

test.describe('a visitor who wants to buy', () => {
  test('is sent to log in and comes back to the product, not to the home page', async ({ page, context, baseURL }) => {
    const buyer = await signedInNewUser(context, baseURL!);
    await context.clearCookies();
    const { physical } = await productsToBuy(page);
    await page.goto(`/products/${physical.slug}`);
    await page.getByTestId('add-to-cart').click();
    await expect(page).toHaveURL(new RegExp(`/auth/login\\?next=${encodeURIComponent(`/products/${physical.slug}`)}$`));
    await page.getByLabel('Username or email').fill(buyer.username);
    await page.getByLabel('Password').fill(buyer.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${physical.slug}$`));
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('header-cart-count')).toHaveText('1');
  });
});
