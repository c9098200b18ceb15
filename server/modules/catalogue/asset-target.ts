import { sql } from 'kysely';
import { addToCounter } from '../../db/counter';
import type { AssetQuery } from './asset-search';
import { itemPath } from './item-paths';
import type { Executor } from '../../db/unit-of-work';
import type { EngagementTarget } from '../engagement/targets';
import { liveAssetIds, type AssetTable } from './asset-rows';
import { isLive } from './live';

const TITLE: Record<AssetTable, string> = { videos: 'title', galleries: 'title', products: 'name' };
const KIND = { videos: 'video', galleries: 'gallery', products: 'product' } as const;

/** The engagement target of an asset table, for its owning module (videos, galleries, products) to lend. */
export function assetEngagementTarget(table: AssetTable): EngagementTarget {
  return {
    async find(db: Executor, id: string, publicOnly: boolean) {
      let query = (db.selectFrom(table) as unknown as AssetQuery)
        .select(['performer_id', 'slug', sql<string>`${sql.ref(TITLE[table])}`.as('title')])
        .where('id', '=', id);
      if (publicOnly) query = query.where((eb) => isLive(eb));
      const row = (await query.executeTakeFirst()) as { performer_id: string; slug: string; title: string } | undefined;
      return row && { ownerId: row.performer_id, title: row.title, path: itemPath(KIND[table], row.slug) };
    },
    addToCounter: (db, id, column, delta) => addToCounter(db, { table, key: 'id', id }, column, delta),
    liveIds: (db) => liveAssetIds(db, table),
  };
}
