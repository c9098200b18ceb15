import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';

type AssetTable = 'videos' | 'galleries' | 'products';

/** What the public sees: active items whose publication time has come (scheduled ones appear on time). */
export function isLive<T extends AssetTable>(eb: ExpressionBuilder<Database, T>) {
  const ref = eb as unknown as ExpressionBuilder<Database, AssetTable>;
  return ref.and([ref('status', '=', 'active'), ref('published_at', 'is not', null), ref('published_at', '<=', sql<Date>`now()`)]);
}
