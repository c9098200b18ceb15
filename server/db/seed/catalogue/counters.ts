import { sql } from 'kysely';
import type { Db } from '../../index';

/** Sets each performer's stored likes and views to the sums over what they own (used after seeding). */
export async function recountPerformers(db: Db): Promise<void> {
  const sum = (column: string) =>
    sql.raw(`(select coalesce(sum(${column}), 0) from (select ${column} from videos where performer_id = performers.user_id
      union all select ${column} from galleries where performer_id = performers.user_id
      union all select ${column} from products where performer_id = performers.user_id) t)`);
  await db
    .updateTable('performers')
    .set({ likes_count: sql`${sum('likes_count')}`, views_count: sql`${sum('views_count')}` })
    .execute();
}
