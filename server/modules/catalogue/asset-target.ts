import { addToCounter } from '../../db/counter';
import type { Executor } from '../../db/unit-of-work';
import type { EngagementTarget } from '../engagement/targets';
import { liveAssetIds, type AssetTable } from './asset-rows';
import { isLive } from './live';

/** The engagement target of an asset table, for its owning module (videos, galleries, products) to lend. */
export function assetEngagementTarget(table: AssetTable): EngagementTarget {
  return {
    async find(db: Executor, id: string, publicOnly: boolean) {
      let query = db
        .selectFrom(table as 'videos')
        .select('performer_id')
        .where('id', '=', id);
      if (publicOnly) query = query.where((eb) => isLive(eb));
      const row = await query.executeTakeFirst();
      return row && { ownerId: row.performer_id };
    },
    addToCounter: (db, id, column, delta) => addToCounter(db, { table, key: 'id', id }, column, delta),
    liveIds: (db) => liveAssetIds(db, table),
  };
}
