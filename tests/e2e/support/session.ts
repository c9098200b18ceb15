import { expect, type BrowserContext, type Page } from '@playwright/test';

export interface Account {
  username: string;
  password: string;
  name: string;
}

export const PERFORMER_USER: Account = { username: 'performer', password: 'performer123', name: 'Demo Performer' };

/**
 * Signs a browser context in without the login form: POST /api/auth/login through the context's own request
 * client, then the token cookie the site reads. Returns the token for API calls made on the user's behalf.
 */
export async function signIn(context: BrowserContext, origin: string, account: Pick<Account, 'username' | 'password'>): Promise<string> {
  const res = await context.request.post(`${origin}/api/auth/login`, { data: { username: account.username, password: account.password } });
  expect(res.ok(), `login as ${account.username} on ${origin} answered ${res.status()}`).toBe(true);
  const token: string = (await res.json()).data.token;
  await context.addCookies([{ name: 'token', value: token, url: origin }]);
  return token;
}

/**
 * Waits until the page runs in the browser and its realtime connection is up: the header's indicator
 * (signed-in users only) says connected. Clicks before that could land on the server-rendered page.
 */
export async function expectLive(page: Page): Promise<void> {
  await expect(page.getByTestId('socket-status')).toHaveAttribute('data-status', 'connected');
}
