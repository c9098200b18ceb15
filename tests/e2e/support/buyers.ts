import { expect, type BrowserContext } from '@playwright/test';
import { newUser, type NewUser } from './fixtures';
import { linkMailedTo } from './outbox';
import { signIn } from './session';

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
