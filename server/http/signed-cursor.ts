import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../db/ids';
import { badRequest } from './errors';

/** A place in a list read newest first: the last item's time and id (ties broken by id). */
export interface ListPosition {
  at: Date;
  id: string;
}

const sign = (secret: string, purpose: string, userId: string, payload: string) =>
  createHmac('sha256', secret).update(`${purpose}\n${userId}\n${payload}`).digest('base64url').slice(0, 22);

/**
 * A position in one user's list (their feed, their notifications) as an opaque string, signed for that user and that
 * list: a cursor that was edited, or another user's, or another list's, is refused rather than read.
 */
export function signedCursor(secret: string, purpose: string, userId: string, position: ListPosition): string {
  const payload = Buffer.from(JSON.stringify([position.at.toISOString(), position.id])).toString('base64url');
  return `${payload}.${sign(secret, purpose, userId, payload)}`;
}

/** The position a cursor of signedCursor holds; 400 `BAD_CURSOR` (with `refusal`) for anything else. */
export function cursorPosition(secret: string, purpose: string, userId: string, cursor: string, refusal: string): ListPosition {
  const refused = () => badRequest(refusal, 'BAD_CURSOR');
  const [payload, signature, ...rest] = cursor.split('.');
  if (!payload || !signature || rest.length > 0) throw refused();
  const expected = Buffer.from(sign(secret, purpose, userId, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw refused();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== 'string' || typeof parsed[1] !== 'string') throw refused();
  const at = new Date(parsed[0]);
  if (Number.isNaN(at.getTime()) || !isUuid(parsed[1])) throw refused();
  return { at, id: parsed[1] };
}
