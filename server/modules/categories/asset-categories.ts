import { sql } from 'kysely';
import type { Executor } from '../../db/unit-of-work';
import type { AssetTable } from '../catalogue/asset-rows';
import { categoryLink } from '../catalogue/asset-relations';

/** A category as a card shows it. */
export interface CategoryRef {
  _id: string;
  name: string;
  slug: string;
}

/**
 * The categories module's answer to "which categories are these assets in": one query over the asset's link
 * table (the relation between the two modules) and `categories`, each list in the categories' own order.
 */
export async function assetCategories(db: Executor, table: AssetTable, ids: string[]): Promise<Map<string, CategoryRef[]>> {
  const byAsset = new Map<string, CategoryRef[]>();
  if (ids.length === 0) return byAsset;
  const link = categoryLink(table);
  const { rows } = await sql<{ owner_id: string; id: string; name: string; slug: string }>`
    select l.${sql.ref(link.column)} as owner_id, c.id, c.name, c.slug
    from ${sql.table(link.table)} l join categories c on c.id = l.category_id
    where l.${sql.ref(link.column)} in (${sql.join(ids)})
    order by c.ordering, c.name`.execute(db);
  for (const row of rows) {
    const list = byAsset.get(row.owner_id) ?? [];
    list.push({ _id: row.id, name: row.name, slug: row.slug });
    byAsset.set(row.owner_id, list);
  }
  return byAsset;
}
