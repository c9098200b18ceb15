import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect } from '../support/fixtures';
import { paidSubscription, signedInNewUser } from '../support/buyers';
import { expectLive, signIn } from '../support/session';
import { creatorsWithPackage } from '../catalogue/seeded';

// The journeys: a subscribed fan writes to their creator from the creator's page, the creator answers live
// (the fan's page shows it without a reload, and the "Read" mark once the creator opened it); the fan tips $5 with a
// message through the sandbox: the creator's Studio lists it and their conversation shows it.

/** Writes a message in the open conversation (Enter sends). */
async function write(page: Page, text: string) {
  const input = page.getByTestId('message-input');
  await input.fill(text);
  await input.press('Enter');
  await expect(page.getByTestId('message').filter({ hasText: text })).toBeVisible();
  await expect(input).toHaveValue('');
}

test('a subscribed fan and their creator talk live; the fan tips $5 with a message and the Studio shows it', async ({ browser, baseURL, request }) => {
  test.setTimeout(180_000);
  const { creator, packageId } = await creatorsWithPackage(request);
  const stamp = Date.now().toString(36);
  const fanContext = await browser.newContext({ baseURL });
  const creatorContext = await browser.newContext({ baseURL });
  try {
    const fan = await signedInNewUser(fanContext, baseURL!);
    await paidSubscription(fanContext, fan.token, packageId);
    const fanPage = await fanContext.newPage();
    await fanPage.goto(`/performers/${creator.username}`);
    await expectLive(fanPage);
    await fanPage.getByTestId('message-button').click();
    await expect(fanPage.getByTestId('new-conversation')).toBeVisible();
    const hello = `Hello from a fan ${stamp}`;
    await fanPage.getByTestId('message-input').fill(hello);
    await fanPage.getByTestId('message-input').press('Enter');
    await expect(fanPage).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    await expect(fanPage.getByTestId('message').filter({ hasText: hello })).toHaveAttribute('data-mine', 'true');
    await expect(fanPage.getByTestId('message-mark')).toHaveText(/Sent|Delivered/);

    // The creator finds it unread, opens it (the fan sees "Read") and answers: the fan's page shows it live.
    await signIn(creatorContext, baseURL!, { username: creator.username, password: 'performer123' });
    const creatorPage = await creatorContext.newPage();
    await creatorPage.goto('/messages');
    await expectLive(creatorPage);
    const row = creatorPage.getByTestId('conversation-item').filter({ hasText: fan.name });
    await expect(row.getByTestId('conversation-unread')).toHaveText('1');
    await row.click();
    await expect(creatorPage.getByTestId('message').filter({ hasText: hello })).toBeVisible();
    await expect(fanPage.getByTestId('message-mark')).toHaveText('Read');
    const answer = `Thank you, ${fan.name}! https://example.com/${stamp}`;
    await write(creatorPage, answer);
    const heard = fanPage.getByTestId('message').filter({ hasText: answer });
    await expect(heard).toBeVisible();
    await expect(heard.getByRole('link', { name: `https://example.com/${stamp}` })).toHaveAttribute('rel', /nofollow/);

    // A $5 tip with a message, from the creator's page, paid in the sandbox.
    await fanPage.goto(`/performers/${creator.username}`);
    await expectLive(fanPage);
    await fanPage.getByTestId('tip-button').click();
    const dialog = fanPage.getByRole('dialog', { name: `Send ${creator.name} a tip` });
    await expect(dialog.getByTestId('tip-send')).toHaveText('Send $5.00');
    const note = `For the swim ${stamp}`;
    await dialog.getByLabel('A message (optional)').fill(note);
    await dialog.getByTestId('tip-send').click();
    await expect(fanPage).toHaveURL(/\/payment\/sandbox\/[0-9a-f-]{36}$/);
    await fanPage.getByTestId('sandbox-approve').click();
    await expect(fanPage).toHaveURL(/\/payment\/success\?transactionId=/);
    await expect(fanPage.getByTestId('payment-paid')).toContainText(`Tip to ${creator.name}`);

    await creatorPage.goto('/performer/tips');
    const tip = creatorPage.getByTestId('tip-row').filter({ hasText: note });
    await expect(tip).toContainText(fan.name);
    await expect(tip).toContainText('$5.00');
    // It shows in their conversation too, as the fan's.
    await creatorPage.goto('/messages');
    await creatorPage.getByTestId('conversation-item').filter({ hasText: fan.name }).click();
    const tipped = creatorPage.getByTestId('message').filter({ hasText: note });
    await expect(tipped.getByTestId('message-tip')).toHaveText(/Sent you a tip of \$5\.00/);
  } finally {
    await fanContext.close();
    await creatorContext.close();
  }
});

test('a creator writes to all their subscribers from the Studio and two fans get it, one live', async ({ browser, baseURL, request }) => {
  test.setTimeout(180_000);
  const { creator, packageId } = await creatorsWithPackage(request);
  const stamp = Date.now().toString(36);
  const contexts = await Promise.all([browser.newContext({ baseURL }), browser.newContext({ baseURL }), browser.newContext({ baseURL })]);
  const [first, second, creatorContext] = contexts;
  try {
    for (const fanContext of [first, second]) {
      const fan = await signedInNewUser(fanContext, baseURL!);
      await paidSubscription(fanContext, fan.token, packageId);
    }
    // The first fan has their messages open: it arrives there without a reload.
    const firstPage = await first.newPage();
    await firstPage.goto('/messages');
    await expectLive(firstPage);

    await signIn(creatorContext, baseURL!, { username: creator.username, password: 'performer123' });
    const creatorPage = await creatorContext.newPage();
    await creatorPage.goto('/performer/broadcasts');
    await expectLive(creatorPage);
    await expect(creatorPage.getByRole('radio', { name: 'My subscribers' })).toBeChecked();
    const text = `New set on Friday, thank you all ${stamp}`;
    await creatorPage.getByLabel('Message').fill(text);
    await creatorPage.getByTestId('broadcast-send').click();
    await creatorPage.getByRole('button', { name: 'Send', exact: true }).click();
    const sent = creatorPage.getByTestId('broadcast-row').filter({ hasText: text });
    await expect(sent).toHaveAttribute('data-state', 'sent');
    await expect(sent.getByTestId('broadcast-reached')).toHaveText(/^(\d+) of \1 fans reached$/);

    const live = firstPage.getByTestId('conversation-item').filter({ hasText: creator.name });
    await expect(live).toContainText(text);
    await live.click();
    await expect(firstPage.getByTestId('message').filter({ hasText: text })).toBeVisible();

    const secondPage = await second.newPage();
    await secondPage.goto('/messages');
    await secondPage.getByTestId('conversation-item').filter({ hasText: creator.name }).click();
    await expect(secondPage.getByTestId('message').filter({ hasText: text })).toBeVisible();
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});

test('the creator replies live with a paid photo; the fan unlocks it through the sandbox and sees it', async ({ browser, baseURL, request }) => {
  test.setTimeout(180_000);
  const { creator, packageId } = await creatorsWithPackage(request);
  const stamp = Date.now().toString(36);
  const fanContext = await browser.newContext({ baseURL });
  const creatorContext = await browser.newContext({ baseURL });
  try {
    const fan = await signedInNewUser(fanContext, baseURL!);
    await paidSubscription(fanContext, fan.token, packageId);
    const hello = await fanContext.request.post('/api/messages', {
      data: { to: creator._id, body: `Show me more ${stamp}` },
      headers: { authorization: `Bearer ${fan.token}` },
    });
    expect(hello.ok(), await hello.text()).toBe(true);
    const conversationId = (await hello.json()).data.conversationId as string;
    const fanPage = await fanContext.newPage();
    await fanPage.goto(`/messages/${conversationId}`);
    await expectLive(fanPage);

    await signIn(creatorContext, baseURL!, { username: creator.username, password: 'performer123' });
    const creatorPage = await creatorContext.newPage();
    await creatorPage.goto(`/messages/${conversationId}`);
    await expectLive(creatorPage);
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 140, b: 200 } } })
      .jpeg()
      .toBuffer();
    await creatorPage.getByTestId('message-photos-add-input').setInputFiles({ name: 'beach.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(creatorPage.getByTestId('draft-photo')).toHaveAttribute('data-state', 'ready');
    await creatorPage.getByTestId('message-price-input').fill('4');
    const caption = `Just for you ${stamp}`;
    await creatorPage.getByTestId('message-input').fill(caption);
    await creatorPage.getByTestId('message-input').press('Enter');
    await expect(creatorPage.getByTestId('message').filter({ hasText: caption }).getByTestId('message-price')).toContainText('$4.00');
    await expect(creatorPage.getByTestId('message-draft')).toHaveCount(0);

    // Live on the fan's page: blurred, with its price.
    const paid = fanPage.getByTestId('message').filter({ hasText: caption });
    await expect(paid.getByTestId('message-photo-locked')).toBeVisible();
    await expect(paid.getByTestId('message-photo')).toHaveCount(0);
    await paid.getByTestId('message-unlock').click();
    await expect(fanPage).toHaveURL(/\/payment\/sandbox\/[0-9a-f-]{36}$/);
    await fanPage.getByTestId('sandbox-approve').click();
    await expect(fanPage).toHaveURL(/\/payment\/success\?transactionId=/);
    await expect(fanPage.getByTestId('payment-paid')).toContainText('Paid message');

    await fanPage.goto(`/messages/${conversationId}`);
    const unlocked = fanPage.getByTestId('message').filter({ hasText: caption }).getByTestId('message-photo');
    await expect(unlocked).toBeVisible();
    expect(await unlocked.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(fanPage.getByTestId('message-unlock')).toHaveCount(0);
  } finally {
    await fanContext.close();
    await creatorContext.close();
  }
});
