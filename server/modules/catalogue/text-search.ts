import { sql } from 'kysely';

/**
 * users.search_vector keeps name and username as 'simple' words and the bio as 'english' stems, so each
 * word of a prefix query (see prefixQuery) matches when either reading of it does.
 */
export function userTextMatch(tsQuery: string) {
  const terms = tsQuery.split(' & ').map((term) => sql`(to_tsquery('simple', ${term}) || to_tsquery('english', ${term}))`);
  return sql<boolean>`users.search_vector @@ (${sql.join(terms, sql` && `)})`;
}

/** Videos, galleries and products: title, tags and description, all 'english'. */
export function assetTextMatch(tsQuery: string) {
  return sql<boolean>`search_vector @@ to_tsquery('english', ${tsQuery})`;
}
