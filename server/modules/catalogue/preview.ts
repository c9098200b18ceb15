import type { FastifyRequest } from 'fastify';
import { publicationOf } from './live';
import type { Publication } from './schemas';

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
 * The live item (`live`, which throws its 404 when there is none) or, for a previewer, the item as it is (`asItIs`,
 * any status) when it is theirs to preview; else that same 404.
 */
export async function liveOrPreview<Row extends { performer_id: string }, Live>(
  live: () => Promise<Live>,
  asItIs: () => Promise<Row | undefined>,
  previewer: Previewer,
): Promise<{ live: Live } | { preview: Row }> {
  try {
    return { live: await live() };
  } catch (error) {
    if (previewer === undefined) throw error;
    const row = await asItIs();
    if (!row || !mayPreview(row.performer_id, previewer)) throw error;
    return { preview: row };
  }
}

/** The preview field of an item found by liveOrPreview's `asItIs`: where it stands (nothing if it went live meanwhile). */
export function previewMark(row: { status: string; published_at: Date | string | null }): { preview?: Exclude<Publication, 'live'> } {
  const publication = publicationOf(row);
  return publication === 'live' ? {} : { preview: publication };
}
