import { test as base } from '@playwright/test';
import { SiteApi } from './api';

export interface NewUser {
  name: string;
  username: string;
  email: string;
  password: string;
}

/** A user nobody registered yet: unique per test run. */
export function newUser(): NewUser {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { name: `Quinn ${id}`, username: `quinn_${id}`, email: `quinn.${id}@example.com`, password: 'a-strong-pass-1' };
}

export const DEMO_USER = { username: 'demo', name: 'Demo Fan', password: 'demo12345' };

export const test = base.extend<{ siteApi: SiteApi }>({
  siteApi: async ({ baseURL }, use) => {
    const api = await SiteApi.create(baseURL!);
    await use(api);
    await api.dispose();
  },
});

export { expect } from '@playwright/test';
