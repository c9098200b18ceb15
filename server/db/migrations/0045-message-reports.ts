import { sql, type Kysely } from 'kysely';

const TYPES = ['video', 'gallery', 'photo', 'product', 'creator_post', 'comment', 'performer'];
const checkOf = (types: string[]) => sql`check (object_type in (${sql.join(types.map((t) => sql.lit(t)))}))`;

/**
 * A message can be reported by the person it was sent to, into the admins' queue like anything else; the staff's
 * decision hides it from both sides (held while a grave report is reviewed, removed).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table messages add column moderation text check (moderation in ('held', 'taken_down', 'removed')), add column moderation_reason text`.execute(
    db,
  );
  await sql`alter table reports drop constraint reports_object_type_check`.execute(db);
  await sql`alter table reports add constraint reports_object_type_check ${checkOf([...TYPES, 'message'])}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from reports where object_type = 'message'`.execute(db);
  await sql`alter table reports drop constraint reports_object_type_check`.execute(db);
  await sql`alter table reports add constraint reports_object_type_check ${checkOf(TYPES)}`.execute(db);
  await sql`alter table messages drop column moderation, drop column moderation_reason`.execute(db);
}
