import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationKind } from '../../db/schema';
import { isUuid } from '../../db/ids';
import { badRequest } from '../../http/errors';
import { NOTIFICATION_KINDS } from './centre-schemas';

/** The web page a mail's unsubscribe link opens (it asks before it changes anything: mail scanners open links). */
export const UNSUBSCRIBE_PAGE = '/unsubscribe';
/** Where a mail client's one-click unsubscribe posts (List-Unsubscribe-Post, RFC 8058), and the page's button. */
export const UNSUBSCRIBE_API = '/api/notifications/unsubscribe';

const sign = (secret: string, userId: string, kinds: string) =>
  createHmac('sha256', secret).update(`unsubscribe\n${userId}\n${kinds}`).digest('base64url').slice(0, 22);

/** The query of a link that stops these kinds' e-mails for this user, without logging in. */
export function unsubscribeQuery(secret: string, userId: string, kinds: NotificationKind[]): string {
  const k = [...new Set(kinds)].sort().join(',');
  return new URLSearchParams({ u: userId, k, s: sign(secret, userId, k) }).toString();
}

/** The user and kinds a link's query was signed for; 400 INVALID_LINK for anything else. */
export function unsubscribeTarget(secret: string, query: { u: string; k: string; s: string }): { userId: string; kinds: NotificationKind[] } {
  const refused = () => badRequest('This unsubscribe link is not valid. Change your e-mail choices in your account instead.', 'INVALID_LINK');
  const expected = Buffer.from(sign(secret, query.u, query.k));
  const given = Buffer.from(query.s);
  if (!isUuid(query.u) || given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused();
  const kinds = query.k.split(',') as NotificationKind[];
  if (kinds.length === 0 || kinds.some((kind) => !NOTIFICATION_KINDS.includes(kind))) throw refused();
  return { userId: query.u, kinds };
}
