import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { paidSubscription, signedInNewUser } from '../support/buyers';
import { expectLive } from '../support/session';
import { creatorsWithPackage } from '../catalogue/seeded';

// The journey: a fan follows one creator and subscribes to another; both publish (the second one scheduled);
// the feed shows both with the right locks, "1 new item" arrives live, the bell counts 2, and marking them read in a
// second tab clears the bell in the first. A release is announced within seconds of the write that publishes it, and
// a scheduled one by the job queue's minute job.

const PASSWORD = 'performer123';

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { username, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.token;
}

async function publishPost(request: APIRequestContext, token: string, title: string, at?: Date): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/performer/creator-posts', {
    data: { title, body: `${title}: only for my subscribers.`, access: 'subscribers' },
    headers,
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = (await created.json()).data._id as string;
  const published = await request.post(`/api/performer/creator-posts/${id}/publish`, { data: { publish: true, ...(at && { at: at.toISOString() }) }, headers });
  expect(published.ok(), await published.text()).toBe(true);
  return id;
}

test('a fan’s feed and bell follow their creators live, and a read in one tab clears the bell in another', async ({ browser, baseURL, request }) => {
  test.setTimeout(240_000);
  const { creator: subscribed, packageId, other: followed } = await creatorsWithPackage(request);
  const context = await browser.newContext({ baseURL });
  const fan = await signedInNewUser(context, baseURL!);
  const headers = { authorization: `Bearer ${fan.token}` };
  expect((await context.request.put(`/api/follows/${followed._id}`, { headers })).ok()).toBe(true);
  await paidSubscription(context, fan.token, packageId);
  const stamp = Date.now().toString(36);
  const [followedToken, subscribedToken] = [await tokenOf(request, followed.username), await tokenOf(request, subscribed.username)];
  const ids: Array<[string, string]> = [];
  try {
    ids.push([followedToken, await publishPost(request, followedToken, `Followed news ${stamp}`)]);

    const page = await context.newPage();
    await page.goto('/notifications');
    await expectLive(page);
    // Its publish asked for a run of the releases job: the bell counts the followed creator's post within seconds.
    await expect(page.getByTestId('notification-count')).toHaveText('1', { timeout: 20_000 });

    await page.goto('/feed');
    await expectLive(page);
    const followedPost = page.getByTestId('creator-post').filter({ hasText: `Followed news ${stamp}` });
    await expect(followedPost).toHaveAttribute('data-locked', 'true');
    await expect(followedPost.getByTestId('unlock-cta')).toBeVisible();

    // The subscribed creator's post, scheduled a few seconds ahead, goes live and is announced while the fan reads.
    ids.push([subscribedToken, await publishPost(request, subscribedToken, `Subscribed news ${stamp}`, new Date(Date.now() + 8_000))]);
    const news = page.getByTestId('feed-new-items');
    await expect(news).toHaveText('1 new item', { timeout: 130_000 });
    await expect(page.getByTestId('notification-count')).toHaveText('2');
    await news.click();
    const subscribedPost = page.getByTestId('creator-post').first();
    await expect(subscribedPost).toContainText(`Subscribed news ${stamp}`);
    await expect(subscribedPost.getByTestId('creator-post-text')).toContainText('only for my subscribers');

    const second = await context.newPage();
    await second.goto('/notifications');
    await expect(second.getByTestId('notification')).toHaveCount(2);
    await second.getByTestId('notifications-page-read-all').click();
    await expect(page.getByTestId('notification-count')).toHaveCount(0);
  } finally {
    for (const [token, id] of ids) await request.delete(`/api/performer/creator-posts/${id}`, { headers: { authorization: `Bearer ${token}` } });
    await context.close();
  }
});
