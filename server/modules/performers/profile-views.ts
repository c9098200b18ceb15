import { sql } from 'kysely';
import type { Executor } from '../../db/unit-of-work';

/** Adds views of a performer's content to their profile's total (on the caller's executor, in its transaction). */
export async function addProfileViews(db: Executor, views: Map<string, number>): Promise<void> {
  if (views.size === 0) return;
  const values = sql.join([...views].map(([performerId, n]) => sql`(${performerId}::uuid, ${n}::int)`));
  await sql`update performers p set views_count = p.views_count + v.n
    from (values ${values}) as v(performer_id, n) where p.user_id = v.performer_id`.execute(db);
}
