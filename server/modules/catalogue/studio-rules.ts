import { randomBytes } from 'node:crypto';
import { badRequest } from '../../http/errors';
import type { AssetAccess } from '../../db/schema';
import { republishedAt } from './live';

// The rules every kind the Studio makes shares (videos, galleries...): slugs, tags, prices, publishing and schedules.

/** "My summer clip!" -> "my-summer-clip-3f9a0c": readable, and unique without asking the database. */
export function slugFor(title: string, fallback: string): string {
  const words = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${words || fallback}-${randomBytes(3).toString('hex')}`;
}

/** Trimmed, each once, in the order given. */
export const cleanTags = (tags: string[]) => [...new Set(tags.map((t) => t.trim()).filter(Boolean))];

/** How far ahead an item may be scheduled. */
const MAX_SCHEDULE_DAYS = 365;

/** A schedule is a time still to come (a past one is refused, not taken as "now": the performer says which they want). */
export function assertSchedulable(at: Date, now: Date): void {
  if (at <= now) throw badRequest('This time has passed: publish now instead, or choose a time still to come.', 'SCHEDULE_IN_PAST');
  if (at.getTime() - now.getTime() > MAX_SCHEDULE_DAYS * 86_400_000)
    throw badRequest(`An item can be scheduled up to ${MAX_SCHEDULE_DAYS} days ahead.`, 'SCHEDULE_TOO_FAR');
}

/** The stored price: pay-per-view needs one above zero; any other access has none. `what`: "video", "gallery"... */
export function priceFor(access: AssetAccess, cents: number | undefined, what: string): number {
  if (access !== 'sale') return 0;
  if (!cents) throw badRequest(`A pay-per-view ${what} needs a price above zero.`, 'PRICE_REQUIRED');
  return cents;
}

/** Editing: the access sent (or kept) and its price (sent, or the one it had while pay-per-view). */
export function editedPrice(
  row: { access: AssetAccess; price_cents: number },
  body: { access?: AssetAccess; price?: number },
  what: string,
): { access: AssetAccess; price_cents: number } {
  const access = body.access ?? row.access;
  return { access, price_cents: priceFor(access, body.price ?? (row.access === 'sale' ? row.price_cents : undefined), what) };
}

interface Publishable {
  published_at: Date | null;
  announced_at: Date | null;
}

/**
 * The columns of an item published now, scheduled `at` a time to come, or unpublished (back to a draft: a
 * schedule is dropped, an item that was live keeps the date it first went out). A scheduled item is told to fans
 * when its time comes (announced_at cleared); one published again keeps its first date and is not told again.
 */
export function publishedColumns(row: Publishable, publish: boolean, at: Date | undefined, now = new Date()) {
  if (!publish) return { status: 'draft' as const, published_at: row.published_at && row.published_at > now ? null : row.published_at };
  if (at) assertSchedulable(at, now);
  return { status: 'active' as const, published_at: at ?? republishedAt(row.published_at, now), announced_at: at ? null : row.announced_at };
}
