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
 * What the public search box finds among assets: an item whose own text matches, or whose performer's name or
 * username does ("Aria Skye" finds her videos), and for videos also a performer taking part. Read at query time
 * from the performers (no copy of names on the items): the named performers are an array computed once
 * (`= any(array(...))`), which the performer index and the performer_ids GIN index answer, OR-ed with the text index.
 */
export function assetSearchMatch(db: Executor, table: AssetTable, tsQuery: string) {
  const named = sql`array(${performersNamed(db, tsQuery)})`;
  const byPerformer =
    table === 'videos'
      ? sql<boolean>`performer_id = any(${named}) or performer_ids && ${named}`
      : sql<boolean>`performer_id = any(${named})`;
  return sql<boolean>`(${assetTextMatch(tsQuery)} or ${byPerformer})`;
}
