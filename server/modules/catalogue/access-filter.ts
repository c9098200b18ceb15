import { sql } from 'kysely';
import type { AssetQuery, Refine } from './asset-search';
import type { AccessValue } from './schemas';

/**
 * The access filters of assets with an access column (videos, galleries): `access` keeps one kind (free,
 * subscribers, sale); the older `isSale` keeps only, or none of, those for sale. Both may be given (both apply).
 */
export function accessFilter({ access, isSale }: { access?: AccessValue; isSale?: boolean }): Refine | undefined {
  if (access === undefined && isSale === undefined) return undefined;
  return (query: AssetQuery) => {
    let refined = query;
    if (access !== undefined) refined = refined.where(sql<boolean>`access = ${access}`);
    if (isSale !== undefined) refined = refined.where(sql<boolean>`access ${sql.raw(isSale ? '=' : '<>')} 'sale'`);
    return refined;
  };
}
