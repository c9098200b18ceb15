import { sql } from 'kysely';
import type { Executor } from '../../db/unit-of-work';
import type { EngagementTarget } from '../engagement/targets';
import { liveAssetIds, type AssetTable } from './asset-rows';
import { isLive } from './live';

/** The engagement target of an asset table, for its owning module (videos, galleries, products) to lend. */
export function assetEngagementTarget(table: AssetTable): EngagementTarget {
  return {
    async find(db: Executor, id: string, publicOnly: boolean) {
      let query = db.selectFrom(table as 'videos').select('performer_id').where('id', '=', id);
      if (publicOnly) query = query.where((eb) => isLive(eb));
      const row = await query.executeTakeFirst();
      return row && { ownerId: row.performer_id };
    },
    async addToCounter(db, id, column, delta) {
      const col = sql.ref(column);
      const query =
        delta === 0
          ? sql<{ n: number }>`select ${col} as n from ${sql.table(table)} where id = ${id}`
          : sql<{ n: number }>`update ${sql.table(table)} set ${col} = greatest(${col} + ${delta}, 0) where id = ${id} returning ${col} as n`;
      return (await query.execute(db)).rows[0]?.n ?? 0;
    },
    liveIds: (db) => liveAssetIds(db, table),
  };
}
