import type { Executor } from '../../db/unit-of-work';

/**
 * The performers module's record of who is online: marks a performer online while at least one of their sockets
 * is connected (anywhere, with the Redis adapter). The realtime server calls it; the flag lives on `performers`.
 */
export class PresenceService {
  constructor(private readonly db: Executor) {}

  /** Returns true when the flag changed. */
  async set(userId: string, online: boolean): Promise<boolean> {
    const row = await this.db
      .updateTable('performers')
      .set({ is_online: online, last_online_at: new Date() })
      .where('user_id', '=', userId)
      .where('is_online', '=', !online)
      .returning('user_id')
      .executeTakeFirst();
    return Boolean(row);
  }
}
