import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token for the client; only its hash is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const DAY_MS = 24 * 60 * 60 * 1000;
