import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header the sandbox signs its webhooks in: hex HMAC-SHA256 of the raw body with the data folder's secret. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** Where the sandbox's secret lives in the data folder (created on first use, mode 0600). */
export const SANDBOX_SECRET_FILE = 'sandbox-webhook-secret';

export function signSandboxBody(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Constant-time check of a signature header against the raw body. */
export function isSandboxSignatureValid(secret: string, rawBody: Buffer, given: string | string[] | undefined): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(signSandboxBody(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
