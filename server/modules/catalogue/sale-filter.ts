import { sql } from 'kysely';
import type { AssetFilters } from './asset-search';

/** The `isSale` search filter of assets with an access column (videos, galleries): only for sale, or none for sale. */
export function saleFilter(isSale: boolean | undefined): AssetFilters['refine'] {
  if (isSale === undefined) return undefined;
  return (query) => query.where(sql<boolean>`access ${sql.raw(isSale ? '=' : '<>')} 'sale'`);
}
