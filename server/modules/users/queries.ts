import { sql } from 'kysely';
import type { Role } from '../../../lib/constants';
import type { Executor } from '../../db/unit-of-work';

/**
 * Active accounts that hold `role`, as a query for another module to build on (join its own table, pick the
 * columns it shows): the users module's rule of who counts, kept here rather than copied into each query.
 */
export function activeUsersWithRole(db: Executor, role: Role) {
  return db
    .selectFrom('users')
    .where('users.status', '=', 'active')
    .where(sql<boolean>`users.roles @> array[${role}]::text[]`);
}
