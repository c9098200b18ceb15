import { sql } from 'kysely';
import type { Executor } from '../../db/unit-of-work';
import type { AssetTable } from '../catalogue/asset-rows';
import { badRequest } from '../../http/errors';
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

const GROUP_OF: Record<AssetTable, 'video' | 'gallery' | 'product'> = { videos: 'video', galleries: 'gallery', products: 'product' };

/**
 * Puts the asset in exactly these categories (its owner's choice in the Studio), inside the caller's transaction.
 * Each must be an active category of the asset's kind: otherwise a 400 naming the first one that is not, and
 * nothing changes.
 */
export async function setAssetCategories(trx: Executor, table: AssetTable, assetId: string, categoryIds: string[]): Promise<void> {
  const wanted = [...new Set(categoryIds)];
  if (wanted.length > 0) {
    const found = await trx
      .selectFrom('categories')
      .select('id')
      .where('id', 'in', wanted)
      .where('group', '=', GROUP_OF[table])
      .where('status', '=', 'active')
      .execute();
    const known = new Set(found.map((row) => row.id));
    const unknown = wanted.find((id) => !known.has(id));
    if (unknown) throw badRequest(`There is no ${GROUP_OF[table]} category ${unknown}.`, 'UNKNOWN_CATEGORY');
  }
  const link = categoryLink(table);
  await sql`delete from ${sql.table(link.table)} where ${sql.ref(link.column)} = ${assetId}`.execute(trx);
  if (wanted.length === 0) return;
  const rows = wanted.map((id) => sql`(${assetId}, ${id})`);
  await sql`insert into ${sql.table(link.table)} (${sql.ref(link.column)}, category_id) values ${sql.join(rows)}`.execute(trx);
}
