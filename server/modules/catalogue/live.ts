import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, ModerationState } from '../../db/schema';
import type { Publication } from './schemas';

/** The tables of what creators publish: each has a status and a publication time. */
export type PublishedTable = 'videos' | 'galleries' | 'products' | 'creator_posts';

/**
 * What the public sees: active items whose publication time has come (scheduled ones appear on time), and that no
 * moderation hides (held for review, taken down, removed).
 */
export function isLive<T extends PublishedTable>(eb: ExpressionBuilder<Database, T>) {
  const ref = eb as unknown as ExpressionBuilder<Database, PublishedTable>;
  return ref.and([
    ref('status', '=', 'active'),
    ref('published_at', 'is not', null),
    ref('published_at', '<=', sql<Date>`now()`),
    ref('moderation', 'is', null),
  ]);
}

/** Active items whose publication time is still to come: they go live on their own at that time. */
export function isScheduled<T extends PublishedTable>(eb: ExpressionBuilder<Database, T>) {
  const ref = eb as unknown as ExpressionBuilder<Database, PublishedTable>;
  return ref.and([ref('status', '=', 'active'), ref('published_at', '>', sql<Date>`now()`)]);
}

/**
 * Where an item stands for its owner (isLive and isScheduled for one row already read): live, scheduled, a draft, or
 * inactive (hidden from the site). An active item with no publication date is not live, so it shows as a draft.
 */
export function publicationOf(row: { status: string; published_at: Date | string | null; moderation?: string | null }, now = new Date()): Publication {
  // Held for review, taken down or removed by the staff: hidden from the site whatever its own status says.
  if (row.status === 'inactive' || row.moderation) return 'inactive';
  if (row.status !== 'active' || row.published_at === null) return 'draft';
  return new Date(row.published_at) > now ? 'scheduled' : 'live';
}

/**
 * When an item being published goes live: at the time it was scheduled for if that is still to come, else now. Also
 * for a video published (or scheduled) while processing: it goes live when ready, not before its time.
 */
export function goLiveAt(scheduledFor: Date | string | null, now = new Date()): Date {
  return scheduledFor !== null && new Date(scheduledFor) > now ? new Date(scheduledFor) : now;
}

/** When an item published again goes live: the date it first went out (it keeps its place in lists), else now. */
export function republishedAt(publishedAt: Date | string | null, now = new Date()): Date {
  return publishedAt !== null && new Date(publishedAt) <= now ? new Date(publishedAt) : now;
}

/** The owner's view of where an item stands: its publication, and the staff's decision about it if any. */
export function publicationFields(row: {
  status: string;
  published_at: Date | string | null;
  moderation: ModerationState | null;
  moderation_reason: string | null;
}): { publication: Publication; moderation: { state: ModerationState; reason: string | null } | null } {
  return { publication: publicationOf(row), moderation: row.moderation ? { state: row.moderation, reason: row.moderation_reason } : null };
}
