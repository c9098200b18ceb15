import { sql, type Kysely } from 'kysely';

/**
 * Presence is a lease: a performer is online while a process holding one of their sockets keeps renewing
 * `presence_expires_at`; a process that dies stops renewing, and any other process sweeps the lapsed lease.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table performers add column presence_expires_at timestamptz`.execute(db);
  await sql`create index performers_presence_lease_idx on performers (presence_expires_at) where is_online`.execute(db);
}
