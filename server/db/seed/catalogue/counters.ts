import { sql } from 'kysely';
import type { Db } from '../../index';

/** Sets each performer's counters from the live items they own (used after seeding). */
export async function recountPerformers(db: Db): Promise<void> {
  const live = (table: string) =>
    sql.raw(`(select count(*) from ${table} t where t.performer_id = performers.user_id and t.status = 'active' and t.published_at <= now())`);
  const likes = sql.raw(`(select coalesce(sum(likes_count), 0) from videos v where v.performer_id = performers.user_id)`);
  await db
    .updateTable('performers')
    .set({
      videos_count: sql`${live('videos')}`,
      galleries_count: sql`${live('galleries')}`,
      products_count: sql`${live('products')}`,
      likes_count: sql`${likes}`,
      subscribers_count: sql`(select count(*) from subscriptions s where s.performer_id = performers.user_id and s.status = 'active' and s.expires_at > now())`,
    })
    .execute();
}
