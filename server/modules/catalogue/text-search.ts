import { sql } from 'kysely';
import type { Executor } from '../../db/unit-of-work';
import { performersNamed } from '../performers/repo';

type AssetTable = 'videos' | 'galleries' | 'products';

/**
 * Videos, galleries and products: title, tags and description, all 'english'.
 * Each prefix term goes with its whole word ("car:*" as "car | car:*": the same matches). Postgres guesses
 * 2% of rows for any prefix term but knows how common a whole word is, so the planner reads the GIN index
 * for a rare word and scans (stopping at the cap) for a common one instead of guessing.
 */
export function assetTextMatch(tsQuery: string) {
  const estimable = tsQuery
    .split(' & ')
    .map((term) => `(${term.replace(/:\*$/, '')} | ${term})`)
    .join(' & ');
  return sql<boolean>`search_vector @@ to_tsquery('english', ${estimable})`;
}

/**
 * Ids of the public performers a search box names (name or username), looked up before the items' query so
 * that query gets them as values: the planner estimates `performer_id = any('{...}')` from its statistics,
 * while for an array subquery it guesses a large share of the catalogue and scans it, even for a word no item has.
 */
export async function performersNamedBy(db: Executor, tsQuery: string): Promise<string[]> {
  const rows = await performersNamed(db, tsQuery).execute();
  return rows.map((r) => r.id);
}

/**
 * What the public search box finds among assets: an item whose own text matches, or whose performer (for
 * videos also a performer taking part) the box names ("Aria Skye" finds her videos). Read at query time from
 * the performers, no copy of names on the items; the performer index and the performer_ids GIN index answer
 * the second part, OR-ed with the text index.
 */
export function assetSearchMatch(table: AssetTable, tsQuery: string, namedPerformerIds: string[]) {
  const text = assetTextMatch(tsQuery);
  if (namedPerformerIds.length === 0) return text;
  const named = sql`${sql.val(namedPerformerIds)}::uuid[]`;
  const byPerformer = table === 'videos' ? sql<boolean>`performer_id = any(${named}) or performer_ids && ${named}` : sql<boolean>`performer_id = any(${named})`;
  return sql<boolean>`(${text} or ${byPerformer})`;
}
