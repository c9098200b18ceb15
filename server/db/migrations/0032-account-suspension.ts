import { sql, type Kysely } from 'kysely';

/**
 * An account suspended by an admin: users.status 'suspended' (as 'deleted', not 'active': no login, no session, no
 * public profile), with when and why, shown to the admins and in the login refusal. The admin list filters and sorts
 * on status and sign-up time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column suspended_at timestamptz, add column suspension_reason text`.execute(db);
  await sql`create index users_status_created on users (status, created_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index users_status_created`.execute(db);
  await sql`alter table users drop column suspended_at, drop column suspension_reason`.execute(db);
}
