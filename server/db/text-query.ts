import { sql } from 'kysely';
import { escapeLike } from './ids';

/** Whether there is anything to search for in a search box. */
export const hasText = (text: string | undefined): text is string => text !== undefined && text.trim() !== '';

/** Words of a search box as a prefix full-text query: "red car" -> red:* & car:*. Null when nothing searchable. */
export function prefixQuery(text: string | undefined): string | null {
  if (!text) return null;
  const words = text
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 8);
  return words?.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/** Some word of the column starts with the typed text ("pol" finds "Privacy policy"); case-insensitive. */
export function wordPrefix(column: string, text: string) {
  const prefix = escapeLike(text.trim().toLowerCase());
  const ref = sql`lower(${sql.ref(column)})`;
  return sql<boolean>`(${ref} like ${`${prefix}%`} or ${ref} like ${`% ${prefix}%`})`;
}
