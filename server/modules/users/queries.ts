import { sql } from 'kysely';
import type { Role } from '../../../lib/constants';
import type { Executor } from '../../db/unit-of-work';

/** The one rule of an account the public may see: an active one (not suspended or deleted). */
export function activeUsers(db: Executor) {
  return db.selectFrom('users').where('users.status', '=', 'active');
}

/**
 * Active accounts that hold `role`, as a query for another module to build on (join its own table, pick the
 * columns it shows): the users module's rule of who counts, kept here rather than copied into each query.
 */
export function activeUsersWithRole(db: Executor, role: Role) {
  return activeUsers(db).where(holdsRole(role));
}

/** Accounts that hold `role` whatever their state (suspended too), for the admins' views to build on. */
export function usersWithRole(db: Executor, role: Role) {
  return db.selectFrom('users').where(holdsRole(role));
}

/** The account holds `role` (whatever its state: the admins' list filters on it too). */
export function holdsRole(role: Role) {
  return sql<boolean>`users.roles @> array[${role}]::text[]`;
}

/**
 * The accounts anyone may find by name in /users/search: active performers (whose pages are public anyway),
 * never an admin and never a fan (a fan's profile is reached from what they wrote, not looked up).
 */
export function listedUsers(db: Executor) {
  return activeUsersWithRole(db, 'performer').where(sql<boolean>`not (users.roles @> array['admin']::text[])`);
}

/**
 * users.search_vector keeps name and username as 'simple' words and the bio as 'english' stems, so each
 * word of a prefix query (see db/text-query prefixQuery) matches when either reading of it does.
 */
export function userTextMatch(tsQuery: string) {
  const terms = tsQuery.split(' & ').map((term) => sql`(to_tsquery('simple', ${term}) || to_tsquery('english', ${term}))`);
  return sql<boolean>`users.search_vector @@ (${sql.join(terms, sql` && `)})`;
}

/**
 * Only the name and username (weight A of users.search_vector, 'simple' words) match each word of a prefix
 * query: finding a person's content by who they are, not by words of their bio.
 */
export function userNameMatch(tsQuery: string) {
  const nameOnly = tsQuery
    .split(' & ')
    .map((term) => `${term}A`)
    .join(' & ');
  return sql<boolean>`users.search_vector @@ to_tsquery('simple', ${nameOnly})`;
}

/** Names and addresses of these accounts, active ones only (whom a mail or a notice may name or go to). */
export function contactsOf(db: Executor, ids: string[]) {
  return activeUsers(db).select(['users.id', 'users.name', 'users.username', 'users.email']).where('users.id', 'in', ids).execute();
}
