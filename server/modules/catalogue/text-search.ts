import { sql } from 'kysely';

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
