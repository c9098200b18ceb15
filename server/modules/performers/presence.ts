import type { Executor } from '../../db/unit-of-work';

/**
 * The performers module's record of who is online, kept as a lease: a performer is online while a process that
 * holds one of their sockets (anywhere, with the Redis adapter) keeps renewing `presence_expires_at`. A process
 * that dies stops renewing; the lease lapses and any process's sweep sets the performer offline. The realtime
 * server calls it; the flag lives on `performers`.
 */
export class PresenceService {
  constructor(private readonly db: Executor) {}

  /** A socket of the performer signed in: online with a lease until `until`. Returns true when they were offline. */
  async online(userId: string, until: Date): Promise<boolean> {
    const cameOnline = await this.db
      .updateTable('performers')
      .set({ is_online: true, last_online_at: new Date(), presence_expires_at: until })
      .where('user_id', '=', userId)
      .where('is_online', '=', false)
      .returning('user_id')
      .executeTakeFirst();
    if (!cameOnline) await this.renew([userId], until);
    return Boolean(cameOnline);
  }

  /** The performer's last socket left. Returns true when they were online. */
  async offline(userId: string): Promise<boolean> {
    const row = await this.db
      .updateTable('performers')
      .set({ is_online: false, last_online_at: new Date(), presence_expires_at: null })
      .where('user_id', '=', userId)
      .where('is_online', '=', true)
      .returning('user_id')
      .executeTakeFirst();
    return Boolean(row);
  }

  /** These performers still have a socket on the calling process: their leases run to `until`. */
  async renew(userIds: string[], until: Date): Promise<void> {
    if (userIds.length === 0) return;
    await this.db.updateTable('performers').set({ presence_expires_at: until }).where('user_id', 'in', userIds).where('is_online', '=', true).execute();
  }

  /** Performers whose lease lapsed before `now` (no process renewed it: theirs died) go offline; answers who. */
  async expireLapsed(now: Date): Promise<string[]> {
    const rows = await this.db
      .updateTable('performers')
      .set({ is_online: false, last_online_at: now, presence_expires_at: null })
      .where('is_online', '=', true)
      .where('presence_expires_at', '<', now)
      .returning('user_id')
      .execute();
    return rows.map((r) => r.user_id);
  }
}
