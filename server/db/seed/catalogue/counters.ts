import { sql } from 'kysely';
import type { Db } from '../../index';

/** Sets each performer's counters from the live items they own (used after seeding). */
export async function recountPerformers(db: Db): Promise<void> {
  const live = (table: string) =>
    sql.raw(`(select count(*) from ${table} t where t.performer_id = performers.user_id and t.status = 'active' and t.published_at <= now())`);
  const sum = (column: string) =>
    sql.raw(`(select coalesce(sum(${column}), 0) from (select ${column} from videos where performer_id = performers.user_id
      union all select ${column} from galleries where performer_id = performers.user_id
      union all select ${column} from products where performer_id = performers.user_id) t)`);
  await db
    .updateTable('performers')
    .set({
      videos_count: sql`${live('videos')}`,
      galleries_count: sql`${live('galleries')}`,
      products_count: sql`${live('products')}`,
      likes_count: sql`${sum('likes_count')}`,
      views_count: sql`${sum('views_count')}`,
      subscribers_count: sql`(select count(*) from subscriptions s where s.performer_id = performers.user_id and s.status = 'active' and s.expires_at > now())`,
    })
    .execute();
}
