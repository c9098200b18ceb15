import { sql, type Kysely } from 'kysely';

/** A paid tip shows in the conversation between its fan and creator (when they have one), as a message of the fan's. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table messages add column tip_id uuid references tips (id), add column tip_cents integer, add column tip_currency text`.execute(db);
  await sql`alter table messages add constraint messages_tip_whole check ((tip_id is null) = (tip_cents is null) and (tip_id is null) = (tip_currency is null))`.execute(
    db,
  );
  await sql`create unique index messages_tip_once on messages (tip_id) where tip_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table messages drop column tip_id, drop column tip_cents, drop column tip_currency`.execute(db);
}
