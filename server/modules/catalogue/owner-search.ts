import type { Db } from '../../db';
import type { Static } from '@sinclair/typebox';
import type { AssetQuery } from './asset-search';
import { isLive, isScheduled, type PublishedTable } from './live';
import { sql } from 'kysely';
import type { EarningSourceType } from '../../db/schema';
import { salesPerItem } from '../earnings/sales';
import type { OwnAssetStatusFilter, OwnSortByValue } from './schemas';
import { assetTextMatch } from './text-search';
import { hasText, prefixQuery } from '../../db/text-query';
import { listPage } from '../../db/list-page';
import type { Paging } from '../../http/paging';

export interface OwnAssetFilters {
  q?: string;
  status?: Static<typeof OwnAssetStatusFilter>;
  sortBy?: OwnSortByValue;
}

/** What an owner's item is sold as (earnings' source type). */
const SOLD_AS: Record<PublishedTable, EarningSourceType> = { videos: 'video', galleries: 'gallery', products: 'product', creator_posts: 'creator_post' };

const SORT_COLUMN = { newest: 'created_at', oldest: 'created_at', popular: 'likes_count', mostViewed: 'views_count' } as const;

/**
 * A performer's own assets (null: every performer's, an admin's view) of every status (drafts have no publication date, so "newest" means
 * newest created), filtered and paged like the public search, with the id as tie-breaker.
 */
export async function searchOwnAssets(
  db: Db,
  table: PublishedTable,
  performerId: string | null,
  filters: OwnAssetFilters,
  paging: Paging,
): Promise<{ ids: string[]; total: number }> {
  let query = db.selectFrom(table as 'videos') as AssetQuery;
  if (performerId) query = query.where('performer_id', '=', performerId);
  const tsQuery = prefixQuery(filters.q);
  if (hasText(filters.q) && !tsQuery) return { ids: [], total: 0 };
  if (tsQuery) query = query.where(assetTextMatch(tsQuery));
  if (filters.status === 'live') query = query.where((eb) => isLive(eb));
  else if (filters.status === 'scheduled') query = query.where((eb) => isScheduled(eb));
  else if (filters.status === 'moderated') query = query.where('moderation', 'is not', null);
  else if (filters.status) query = query.where('status', '=', filters.status);

  const sortBy = filters.sortBy ?? 'newest';
  const direction = sortBy === 'oldest' ? 'asc' : 'desc';
  const { rows, total } = await listPage(
    query,
    (q) => {
      let sorted: AssetQuery;
      if (sortBy === 'mostSold' || sortBy === 'topEarning') {
        // What each item sold, summed once for the performer and joined (an item that sold nothing counts 0); typed as
        // the asset query again, as the join adds no column the rest reads.
        const sold = q.leftJoin(salesPerItem(db, SOLD_AS[table], performerId).as('sold'), 'sold.source_id', 'id');
        sorted = sold.orderBy(sql`coalesce(${sql.ref(sortBy === 'mostSold' ? 'sold.units' : 'sold.gross')}, 0)`, 'desc') as unknown as AssetQuery;
      } else sorted = q.orderBy(SORT_COLUMN[sortBy], direction);
      if (sortBy !== 'newest' && sortBy !== 'oldest') sorted = sorted.orderBy('created_at', 'desc');
      return sorted.orderBy('id', direction).select('id');
    },
    paging,
  );
  return { ids: rows.map((r) => (r as { id: string }).id), total };
}
