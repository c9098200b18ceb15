import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { runAdminCli } from '../support/admin-cli';
import { signedInNewUser } from '../support/buyers';
import { signIn } from '../support/session';
import { apiList, type SeededVideo } from '../catalogue/seeded';

// A subscription's whole life in the browser: subscribe through the sandbox gateway, watch, cancel (and still
// watch), then the clock passes the period end (the admin command line runs the due renewals and expiries
// as of a given time) and the video is locked again. Each run has a fan of its own.

interface SeededPackage {
  _id: string;
  name: string;
  recurring: boolean;
}

/** A subscriber-only video whose performer offers an active recurring package (the demo seed gives each one). */
async function subscriberVideo(request: APIRequestContext): Promise<SeededVideo & { performer: NonNullable<SeededVideo['performer']> }> {
  const videos = await apiList<SeededVideo>(request, '/user/assets/videos/search', { limit: 200 });
  for (const video of videos.data) {
    if (video.access !== 'subscribers' || !video.performer) continue;
    const packages = await apiList<SeededPackage>(request, '/package/subscription/search', { performerId: video.performer._id, active: 'true' });
    if (packages.data.some((p) => p.recurring)) return video as SeededVideo & { performer: NonNullable<SeededVideo['performer']> };
  }
  throw new Error('the seed has no subscriber-only video of a performer with a recurring package');
}

async function expectLocked(page: Page, slug: string) {
  await page.goto(`/videos/${slug}`);
  await expect(page.getByTestId('unlock-cta')).toBeVisible();
  const player = page.getByTestId('video-player');
  if (await player.count()) await expect(player).toHaveAttribute('data-mode', 'teaser');
}

/** The performer (every demo performer's password is performer123) sees the new subscriber and the earning, chart included. */
async function performerSees(browser: Browser, baseURL: string, performerUsername: string, fanName: string, packageName: string) {
  const context = await browser.newContext({ baseURL });
  try {
    await signIn(context, baseURL, { username: performerUsername, password: 'performer123' });
    const page = await context.newPage();
    await page.goto('/performer/subscribers');
    await expect(page.getByTestId('subscriber-row').filter({ hasText: fanName })).toContainText(packageName);
    await page.goto('/performer/earnings?groupBy=day');
    await expect(page.getByTestId('earning-row').filter({ hasText: fanName }).first()).toContainText(packageName);
    await expect(page.getByTestId('earnings-chart-canvas')).toBeVisible();
    await expect(page.getByTestId('earning-total-net')).not.toContainText(/^\D*0\.00\D*$/);
  } finally {
    await context.close();
  }
}

async function expectWatchable(page: Page, slug: string) {
  await page.goto(`/videos/${slug}`);
  await expect(page.getByTestId('video-player')).toHaveAttribute('data-mode', 'full');
  await expect(page.getByTestId('unlock-cta')).toHaveCount(0);
}

test.describe('a fan subscribing to a performer', () => {
  test('subscribes in the sandbox, watches a subscriber-only video, cancels and still watches, and after the period end it is locked again', async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    const fan = await signedInNewUser(context, baseURL!);
    const video = await subscriberVideo(page.request);
    const performer = video.performer;

    // Locked: Subscribe opens the chooser of the performer's packages and the site's.
    await expectLocked(page, video.slug);
    await page.getByTestId('unlock-button').click();
    const chooser = page.getByTestId('package-chooser');
    await expect(chooser).toBeVisible();
    const performerPackages = chooser.getByTestId('performer-packages').getByTestId('package-card');
    await expect(performerPackages.first()).toBeVisible();
    const recurring = performerPackages.filter({ hasText: 'Renews until you cancel' }).first();
    const packageName = await recurring.getByRole('heading').innerText();
    await recurring.getByTestId('package-choose').click();

    // The sandbox gateway's page: approve; the success page says what was bought.
    await expect(page).toHaveURL(/\/payment\/sandbox\/[0-9a-f-]{36}$/);
    await page.getByTestId('sandbox-approve').click();
    await expect(page).toHaveURL(/\/payment\/success\?transactionId=/);
    await expect(page.getByTestId('payment-paid')).toContainText(`${packageName}: ${performer.name}`);
    await page.getByRole('link', { name: `Go to ${performer.name}` }).click();
    await expect(page.getByTestId('subscription-standing')).toContainText('Renews on');

    await expectWatchable(page, video.slug);
    await performerSees(browser, baseURL!, performer.username, fan.name, packageName);

    // Cancel from /user/subscriptions: the confirmation says until when access lasts; access stays.
    await page.goto('/user/subscriptions');
    const row = page.getByTestId('subscription-row').filter({ hasText: performer.name });
    await expect(row).toContainText('Active');
    await row.getByTestId('cancel-subscription').click();
    await expect(page.getByText(/You keep access until/)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(row).toContainText('Cancelled');
    await expect(row).toContainText('Access until');

    await expectWatchable(page, video.slug);

    // Past the period end (the server's clock moved by the admin command line): locked again.
    const current = await page.request.get('/api/subscriptions/current', {
      params: { performerId: performer._id },
      headers: { authorization: `Bearer ${fan.token}` },
    });
    expect(current.ok()).toBe(true);
    const { subscription } = (await current.json()).data as { subscription: { status: string; currentPeriodEnd: string } };
    expect(subscription.status).toBe('cancelled');
    const afterEnd = new Date(new Date(subscription.currentPeriodEnd).getTime() + 60_000).toISOString();
    await runAdminCli(['subscriptions', 'run-due', '--at', afterEnd]);

    await expectLocked(page, video.slug);
    await page.goto(`/performers/${performer.username}`);
    await expect(page.getByTestId('subscribe-button')).toBeVisible();
    await page.goto('/user/subscriptions');
    await expect(page.getByTestId('subscription-row').filter({ hasText: performer.name })).toContainText('Expired');
  });
});
