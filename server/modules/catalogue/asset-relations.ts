import { sql } from 'kysely';
import type { Db } from '../../db';
import type { AssetTable } from './asset-rows';
import type { AssetQuery } from './asset-search';
import { isLive } from './live';

/** The join table between an asset table and categories: galleries -> gallery_categories(gallery_id). */
export function categoryLink(table: AssetTable) {
  const owner = table === 'galleries' ? 'gallery' : table.slice(0, -1);
  return { table: `${owner}_categories`, column: `${owner}_id` };
}

/**
 * Live assets of one performer or sharing a category with this one, newest first, without it.
 * For single-performer assets (galleries, products); videos also follow their participants.
 */
export async function relatedAssetIds(
  db: Db,
  table: Exclude<AssetTable, 'videos'>,
  asset: { id: string; performer_id: string },
  limit: number,
): Promise<string[]> {
  const link = categoryLink(table);
  const sharingCategory = sql<string>`(select ${sql.ref(link.column)} from ${sql.table(link.table)}
    where category_id in (select category_id from ${sql.table(link.table)} where ${sql.ref(link.column)} = ${asset.id}))`;
  const rows = await (db.selectFrom(table as AssetTable) as AssetQuery)
    .select('id')
    .where((eb) => isLive(eb))
    .where('id', '!=', asset.id)
    .where((eb) => eb.or([eb('performer_id', '=', asset.performer_id), eb('id', 'in', sharingCategory)]))
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => (r as { id: string }).id);
}
