import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IdentitySlot } from './rules';

/** How long a reviewer's link to an identity file works: long enough to look, too short to pass around. */
export const IDENTITY_LINK_SECONDS = 5 * 60;

export const IDENTITY_FILES_PATH = '/api/admin/identity-files';

const sign = (secret: string, applicationId: string, slot: IdentitySlot, expires: number, sessionId: string) =>
  createHmac('sha256', secret).update(`identity-file\n${applicationId}\n${slot}\n${expires}\n${sessionId}`).digest('base64url');

/**
 * A link to one identity file for the admin whose session is `sessionId`: the session is in the signature, not in the
 * link, so the link opens the file only with that session's token (its header, or the site's token cookie that an
 * <img> sends), and only until it expires.
 */
export function identityFileLink(
  secret: string,
  applicationId: string,
  slot: IdentitySlot,
  sessionId: string,
  now = Date.now(),
): { url: string; expiresAt: Date } {
  const expires = Math.floor(now / 1000) + IDENTITY_LINK_SECONDS;
  const query = new URLSearchParams({ expires: String(expires), signature: sign(secret, applicationId, slot, expires, sessionId) });
  return { url: `${IDENTITY_FILES_PATH}/${applicationId}/${slot}?${query.toString()}`, expiresAt: new Date(expires * 1000) };
}

export type IdentityLinkCheck = 'ok' | 'invalid' | 'expired';

/** Whether the link's values were signed for this file and this session, and are still in time. */
export function checkIdentityFileLink(
  secret: string,
  applicationId: string,
  slot: IdentitySlot,
  sessionId: string,
  query: { expires: string; signature: string },
  now = Date.now(),
): IdentityLinkCheck {
  const expires = Number(query.expires);
  if (!Number.isSafeInteger(expires) || expires <= 0) return 'invalid';
  const expected = Buffer.from(sign(secret, applicationId, slot, expires, sessionId));
  const given = Buffer.from(query.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return expires * 1000 <= now ? 'expired' : 'ok';
}
