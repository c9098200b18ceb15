import { sql } from 'kysely';

/**
 * users.search_vector keeps name and username as 'simple' words and the bio as 'english' stems, so each
 * word of a prefix query (see prefixQuery) matches when either reading of it does.
 */
export function userTextMatch(tsQuery: string) {
  const terms = tsQuery.split(' & ').map((term) => sql`(to_tsquery('simple', ${term}) || to_tsquery('english', ${term}))`);
  return sql<boolean>`users.search_vector @@ (${sql.join(terms, sql` && `)})`;
}

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
