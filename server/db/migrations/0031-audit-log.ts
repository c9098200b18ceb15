import { sql, type Kysely } from 'kysely';

/**
 * The audit log: one row per admin action (who, what, on what, before and after, why), written in the transaction of
 * the action it records (server/modules/audit). Rows are never changed or removed: a trigger refuses UPDATE, DELETE
 * and TRUNCATE, whatever the code or a hand-typed query tries. The actor is kept by id and by name, without a
 * foreign key, so an admin's later account deletion leaves the record whole.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table admin_actions (
      id uuid primary key default gen_random_uuid(),
      actor_id uuid,
      actor_name text not null,
      action text not null,
      target_type text not null,
      target_id text not null,
      before jsonb,
      after jsonb,
      reason text,
      created_at timestamptz not null default clock_timestamp()
    )
  `.execute(db);
  await sql`create index admin_actions_created on admin_actions (created_at desc, id desc)`.execute(db);
  await sql`create index admin_actions_target on admin_actions (target_type, target_id, created_at desc)`.execute(db);
  await sql`create index admin_actions_actor on admin_actions (actor_id, created_at desc)`.execute(db);
  await sql`
    create function admin_actions_are_final() returns trigger language plpgsql as $$
    begin
      raise exception 'The audit log is never changed: % refused', tg_op using errcode = 'insufficient_privilege';
    end
    $$
  `.execute(db);
  await sql`
    create trigger admin_actions_no_change before update or delete on admin_actions
    for each row execute function admin_actions_are_final()
  `.execute(db);
  await sql`
    create trigger admin_actions_no_truncate before truncate on admin_actions
    for each statement execute function admin_actions_are_final()
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table admin_actions`.execute(db);
  await sql`drop function admin_actions_are_final()`.execute(db);
}
