import fs from 'node:fs';
import path from 'node:path';
import { injectTransport } from '../../../server/payments/webhook-transport';
import { SANDBOX_SECRET_FILE, SANDBOX_SIGNATURE_HEADER, signSandboxBody } from '../../../server/payments/sandbox/signature';
import { createTestApp, type TestApp } from './test-app';
import type { AppConfig } from '../../../server/config';

/**
 * A test API whose payment sandbox delivers its webhooks through inject (no listening socket). The real HTTP
 * path is tested on its own, with a listening server (checkout-http.test.ts).
 */
export function createCheckoutApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  return createTestApp({ authRateLimitPerMinute: 100_000, ...overrides }, undefined, undefined, { webhookTransport: injectTransport });
}

export interface Buyer {
  id: string;
  token: string;
}

export async function purchaseProducts(t: TestApp, buyer: Buyer, payload: unknown) {
  return t.request({ method: 'POST', url: '/api/payment/purchase-products', token: buyer.token, payload: payload as object });
}

export async function purchaseVideo(t: TestApp, buyer: Buyer, videoId: string, payload: object = {}) {
  return t.request({ method: 'POST', url: `/api/payment/purchase-video/${videoId}`, token: buyer.token, payload });
}

export const SHIPPING = {
  name: 'Ann Buyer',
  address: '1 Long Road, Springfield',
  phone: '+1 555 0100',
  postalCode: '12345',
  city: 'Springfield',
  country: 'US',
};

/** The buyer clicks Approve (or Decline) on the sandbox page. */
export function decide(t: TestApp, buyer: Buyer, transactionId: string, decision: 'approve' | 'decline') {
  return t.request({ method: 'POST', url: `/api/payment/sandbox/${transactionId}/${decision}`, token: buyer.token });
}

/** A purchase that must succeed: its transaction id. */
export async function pendingPurchase(res: { statusCode: number; body: string; json(): { data: { transaction: { _id: string } } } }): Promise<string> {
  if (res.statusCode !== 200) throw new Error(`purchase failed: ${res.statusCode} ${res.body}`);
  return res.json().data.transaction._id;
}

/** The sandbox's secret, as the test app's data folder holds it. */
export function sandboxSecret(t: TestApp): string {
  return fs.readFileSync(path.join(t.config.dataDir, SANDBOX_SECRET_FILE), 'utf8').trim();
}

/** A webhook delivery as the sandbox would send it (signed unless told otherwise). */
export function sandboxWebhook(t: TestApp, event: Record<string, unknown>, signature: 'valid' | 'wrong' | null = 'valid') {
  const body = JSON.stringify(event);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature === 'wrong') headers[SANDBOX_SIGNATURE_HEADER] = signSandboxBody('not-the-secret-at-all', body);
  else if (signature !== null) headers[SANDBOX_SIGNATURE_HEADER] = signSandboxBody(sandboxSecret(t), body);
  return t.request({ method: 'POST', url: '/api/payment/webhooks/sandbox', headers, payload: body });
}

/** Row counts and sums that a refused or repeated request must leave as they were. */
export async function ledger(t: TestApp) {
  const count = async (table: 'orders' | 'transactions' | 'purchases' | 'earnings' | 'coupon_redemptions') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const stock = await t.db.selectFrom('products').select(['id', 'stock']).orderBy('id').execute();
  const coupons = await t.db.selectFrom('coupons').select(['id', 'uses_left']).orderBy('id').execute();
  const earned = await t.db.selectFrom('earnings').select(['id', 'status']).orderBy('id').execute();
  const statuses = await t.db.selectFrom('transactions').select(['id', 'status']).orderBy('id').execute();
  return {
    orders: await count('orders'),
    transactions: await count('transactions'),
    purchases: await count('purchases'),
    earnings: await count('earnings'),
    redemptions: await count('coupon_redemptions'),
    stock,
    coupons,
    earned,
    statuses,
  };
}
