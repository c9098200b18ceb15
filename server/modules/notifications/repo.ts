import { sql } from 'kysely';
import type { NotificationChannel, NotificationKind } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import { CHANNEL_DEFAULTS, type Channels, type StoredPreferences } from './preferences';

/** notification_preferences: one row per user who has chosen (no row: the defaults). */
export class NotificationPreferencesRepo {
  constructor(private readonly db: Executor) {}

  async of(userId: string): Promise<StoredPreferences | null> {
    const row = await this.db
      .selectFrom('notification_preferences')
      .select(['newsletter', 'mass_messages', 'channels'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? { newsletter: row.newsletter, massMessages: row.mass_messages, channels: row.channels ?? {} } : null;
  }

  async save(userId: string, p: { newsletter: boolean; massMessages: boolean; channels: Channels }): Promise<void> {
    const values = { newsletter: p.newsletter, mass_messages: p.massMessages, channels: JSON.stringify(changedOnly(p.channels)), updated_at: new Date() };
    await this.db
      .insertInto('notification_preferences')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }

  /** These users' channel for one kind, in one query (a release to thousands of followers). */
  async channelFor(userIds: string[], kind: NotificationKind): Promise<Map<string, NotificationChannel>> {
    const chosen = userIds.length
      ? await this.db
          .selectFrom('notification_preferences')
          .select(['user_id', sql<NotificationChannel | null>`channels ->> ${kind}`.as('channel')])
          .where('user_id', 'in', userIds)
          .execute()
      : [];
    const found = new Map(chosen.flatMap((r) => (r.channel ? [[r.user_id, r.channel] as const] : [])));
    return new Map(userIds.map((id) => [id, found.get(id) ?? CHANNEL_DEFAULTS[kind]]));
  }

  /** Which of these users turned off the messages creators send to all their fans. */
  async massMessagesOff(userIds: string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('notification_preferences')
      .select('user_id')
      .where('user_id', 'in', userIds)
      .where('mass_messages', '=', false)
      .execute();
    return new Set(rows.map((r) => r.user_id));
  }

  async remove(userId: string): Promise<void> {
    await this.db.deleteFrom('notification_preferences').where('user_id', '=', userId).execute();
  }
}

/** What differs from the defaults: a later change of a default reaches everyone who did not choose otherwise. */
function changedOnly(channels: Channels): Partial<Channels> {
  return Object.fromEntries(Object.entries(channels).filter(([kind, channel]) => CHANNEL_DEFAULTS[kind as NotificationKind] !== channel));
}
