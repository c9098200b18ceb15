import type { FastifyRequest } from 'fastify';
import { publicationOf } from './live';
import type { ExpressionBuilder } from 'kysely';
import type { Database, ModerationState } from '../../db/schema';
import type { PreviewState } from './schemas';

/**
 * Who may open items that are not live (drafts, scheduled, processing, hidden) on their public pages, marked as a
 * preview: an admin anyone's (null), a performer their own (their id). Anyone else (undefined) gets the 404
 * everyone gets, so a page does not tell that a draft exists.
 */
export type Previewer = string | null | undefined;

export function previewerOf(request: FastifyRequest): Previewer {
  const user = request.session?.user;
  if (!user) return undefined;
  if (user.roles.includes('admin')) return null;
  return user.roles.includes('performer') ? user.id : undefined;
}

export function mayPreview(ownerId: string, previewer: Previewer): boolean {
  return previewer === null || (previewer !== undefined && previewer === ownerId);
}

/**
 * Whether an item that left the site still opens for its buyers: yes when its owner deleted or hid it after a sale,
 * or the staff took it down (the industry keeps what was paid for); never while it is held for review, nor once it
 * was removed as illegal.
 */
export function keptForBuyers(row: { moderation: ModerationState | null }): boolean {
  return row.moderation === null || row.moderation === 'taken_down';
}

/** keptForBuyers in a query, for rows of a table with a moderation column (a kept gallery's photos). */
export function isKeptForBuyers<T extends keyof Database>(eb: ExpressionBuilder<Database, T>) {
  const ref = eb as unknown as ExpressionBuilder<Database, 'photos'>;
  return ref.or([ref('moderation', 'is', null), ref('moderation', '=', 'taken_down')]);
}

/** What liveOrPreview found: the live item, a previewer's own item as it is, or an item a buyer keeps. */
export type Found<Row, Live> = { live: Live } | { preview: Row } | { kept: Row };

/**
 * The live item (`live`, which throws its 404 when there is none) or, for a previewer, the item as it is (`asItIs`,
 * any status) when it is theirs to preview; or, for a viewer who bought it (`boughtIt`), the item that left the site
 * when keptForBuyers says they keep it. Else that same 404.
 */
export async function liveOrPreview<Row extends { performer_id: string; moderation: ModerationState | null }, Live>(
  live: () => Promise<Live>,
  asItIs: () => Promise<Row | undefined>,
  previewer: Previewer,
  boughtIt?: (row: Row) => Promise<boolean>,
): Promise<Found<Row, Live>> {
  try {
    return { live: await live() };
  } catch (error) {
    if (previewer === undefined && !boughtIt) throw error;
    const row = await asItIs();
    if (!row) throw error;
    if (previewer !== undefined && mayPreview(row.performer_id, previewer)) return { preview: row };
    if (boughtIt && keptForBuyers(row) && (await boughtIt(row))) return { kept: row };
    throw error;
  }
}

/** The row liveOrPreview found when the item is not live (a preview or a kept one). */
export function rowOf<Row>(found: { preview: Row } | { kept: Row }): Row {
  return 'preview' in found ? found.preview : found.kept;
}

/**
 * The preview field of an item found by liveOrPreview when it is not live: where it stands for its owner (nothing if
 * it went live meanwhile), or `kept` for a buyer.
 */
export function previewMark(found: { preview: PreviewRow } | { kept: PreviewRow }): { preview?: PreviewState } {
  if ('kept' in found) return { preview: 'kept' };
  const publication = publicationOf(found.preview);
  return publication === 'live' ? {} : { preview: publication };
}

type PreviewRow = { status: string; published_at: Date | string | null; moderation: ModerationState | null };
