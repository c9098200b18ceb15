import { expect, type BrowserContext } from '@playwright/test';
import { newUser, type NewUser } from './fixtures';
import { linkMailedTo } from './outbox';
import { signIn } from './session';

/** Subscribes through the sandbox gateway's API: the user paid for the package. */
export async function paidSubscription(context: BrowserContext, token: string, packageId: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const purchase = await context.request.post('/api/payment/subscribe', { data: { packageId }, headers });
  expect(purchase.ok(), await purchase.text()).toBe(true);
  const transactionId = (await purchase.json()).data.transaction._id;
  expect((await context.request.post(`/api/payment/sandbox/${transactionId}/approve`, { headers })).ok()).toBe(true);
}

/**
 * A fan nobody registered before, registered through the API, verified from the outbox, and signed in to the
 * context: a fresh buyer owns nothing and has used no coupon.
 */
export async function signedInNewUser(context: BrowserContext, origin: string): Promise<NewUser & { token: string }> {
  const user = newUser();
  expect((await context.request.post('/api/auth/users/register', { data: user })).ok()).toBe(true);
  const link = await linkMailedTo(user.email, 'Verify your email address');
  const token = new URL(link).searchParams.get('token');
  expect((await context.request.post('/api/auth/email-verification', { data: { token } })).ok()).toBe(true);
  return { ...user, token: await signIn(context, origin, user) };
}
