import type { Db } from '../../db';
import { inOrder, isUuid } from '../../db/ids';
import type { GalleryRow, ProductRow, VideoRow } from '../../db/schema';
import type { AssetQuery } from './asset-search';
import { isLive } from './live';

/** The row type of each asset table. */
export interface AssetRows {
  videos: VideoRow;
  galleries: GalleryRow;
  products: ProductRow;
}
export type AssetTable = keyof AssetRows;

const from = (db: Db, table: AssetTable) => db.selectFrom(table as AssetTable) as AssetQuery;

/** The ids of one table's live assets, as a subquery: for other modules to keep to what the public sees. */
export function liveAssetIds(db: Db, table: AssetTable) {
  return db
    .selectFrom(table as 'videos')
    .select('id')
    .where((eb) => isLive(eb));
}

/** Rows of one asset table, in the order of `ids`. */
export async function assetsByIds<T extends AssetTable>(db: Db, table: T, ids: string[]): Promise<Array<AssetRows[T]>> {
  if (ids.length === 0) return [];
  const rows = await from(db, table).selectAll().where('id', 'in', ids).execute();
  return inOrder(ids, rows as unknown as Array<AssetRows[T]>);
}

/** By id or slug; `liveOnly` hides drafts, inactive and not-yet-published items. */
export async function assetByIdOrSlug<T extends AssetTable>(db: Db, table: T, idOrSlug: string, liveOnly: boolean): Promise<AssetRows[T] | undefined> {
  let query = from(db, table).where(isUuid(idOrSlug) ? 'id' : 'slug', '=', idOrSlug);
  if (liveOnly) query = query.where((eb) => isLive(eb));
  return (await query.selectAll().executeTakeFirst()) as AssetRows[T] | undefined;
}
