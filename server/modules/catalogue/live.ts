import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';

type AssetTable = 'videos' | 'galleries' | 'products';

/** What the public sees: active items whose publication time has come (scheduled ones appear on time). */
export function isLive<T extends AssetTable>(eb: ExpressionBuilder<Database, T>) {
  const ref = eb as unknown as ExpressionBuilder<Database, AssetTable>;
  return ref.and([ref('status', '=', 'active'), ref('published_at', 'is not', null), ref('published_at', '<=', sql<Date>`now()`)]);
}

/** Words of a search box as a prefix full-text query: "red car" -> red:* & car:*. Null when nothing searchable. */
export function prefixQuery(text: string | undefined): string | null {
  if (!text) return null;
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8);
  return words?.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/** Cents to the currency amount the API shows (999 -> 9.99). */
export const toAmount = (cents: number) => Math.round(cents) / 100;
