import { sql, type Kysely } from 'kysely';

/** Comments can be liked (a reaction like any other, object_type 'comment'); their likes are counted on the row. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table comments add column likes_count integer not null default 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from reactions where object_type = 'comment'`.execute(db);
  await sql`alter table comments drop column likes_count`.execute(db);
}
