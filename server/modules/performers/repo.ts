import { sql } from 'kysely';
import type { Db } from '../../db';
import type { Executor } from '../../db/unit-of-work';
import { inOrder, isUuid } from '../../db/ids';
import type { PerformerRow } from './presenter';
import { hasText, prefixQuery } from '../../db/text-query';
import { listPage } from '../../db/list-page';
import type { Paging } from '../../http/paging';
import { activeUsersWithRole, userNameMatch, userTextMatch } from '../users/queries';

export type PerformerSort = 'popular' | 'newest';

export interface PerformerFilters {
  q?: string;
  gender?: string;
  country?: string;
  sortBy?: PerformerSort;
}

/** The one rule of a public performer: an active user with the performer role (the users module's rule) and a performer profile. */
export function publicPerformers(db: Executor) {
  return activeUsersWithRole(db, 'performer').innerJoin('performers', 'performers.user_id', 'users.id').where('performers.moderation', 'is', null);
}

/**
 * Ids of the public performers whose name or username the prefix query finds, as a subquery: what the
 * catalogue's search reads to find a performer's items by her name, at query time.
 */
export function performersNamed(db: Executor, tsQuery: string) {
  return publicPerformers(db).where(userNameMatch(tsQuery)).select('users.id');
}

export class PerformersRepo {
  constructor(private readonly db: Db) {}

  /** Public performers (isPublicPerformer) with their profiles. */
  private performers() {
    return publicPerformers(this.db);
  }

  /** The filtered list, or null when the search box holds nothing searchable (so nothing matches). */
  private filtered({ q, gender, country }: PerformerFilters) {
    let query = this.performers();
    if (hasText(q)) {
      const tsQuery = prefixQuery(q);
      if (!tsQuery) return null;
      query = query.where(userTextMatch(tsQuery));
    }
    if (gender) query = query.where('users.gender', '=', gender);
    if (country) query = query.where('users.country', '=', country);
    return query;
  }

  async search(filters: PerformerFilters, paging: Paging): Promise<{ rows: PerformerRow[]; total: number }> {
    const filtered = this.filtered(filters);
    if (!filtered) return { rows: [], total: 0 };
    return listPage(
      filtered,
      (query) => {
        const columns = this.columns(query);
        return filters.sortBy === 'newest'
          ? columns.orderBy('performers.created_at', 'desc').orderBy('performers.user_id')
          : columns.orderBy('performers.likes_count', 'desc').orderBy('performers.views_count', 'desc').orderBy('performers.user_id');
      },
      paging,
    );
  }

  /** How many performers the search box finds, as a subquery; null when nothing in it is searchable. */
  matchingCount(q: string) {
    return this.filtered({ q })?.select(sql<number>`count(*)`.as('n')) ?? null;
  }

  /** The most popular public performers whose name or username the prefix query finds (search suggestions). */
  named(tsQuery: string, limit: number) {
    return this.performers()
      .where(userNameMatch(tsQuery))
      .select(['users.id', 'users.name', 'users.username', 'users.avatar_path'])
      .orderBy('performers.likes_count', 'desc')
      .orderBy('performers.views_count', 'desc')
      .orderBy('performers.user_id')
      .limit(limit)
      .execute();
  }

  /** Public performers by id, in the order of `ids`. */
  async byIds(ids: string[]): Promise<PerformerRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.columns(this.performers().where('users.id', 'in', ids)).execute();
    return inOrder(ids, rows);
  }

  /** By id or username (any case). */
  byIdOrUsername(id: string): Promise<PerformerRow | undefined> {
    const query = this.performers().where((eb) => (isUuid(id) ? eb('users.id', '=', id) : eb(sql`lower(users.username)`, '=', id.toLowerCase())));
    return this.columns(query).executeTakeFirst();
  }

  private columns(query: ReturnType<PerformersRepo['performers']>) {
    return query.select([
      'users.id',
      'users.name',
      'users.username',
      'users.avatar_path',
      'users.cover_path',
      'users.bio',
      'users.gender',
      'users.country',
      'performers.height',
      'performers.weight',
      'performers.ethnicity',
      'performers.hair',
      'performers.eyes',
      'performers.body_type',
      'performers.sexual_orientation',
      sql<number | null>`date_part('year', age(performers.date_of_birth))::int`.as('age'),
      'performers.is_online',
      'performers.last_online_at',
      'performers.likes_count',
      'performers.views_count',
      'performers.created_at',
    ]);
  }
}
