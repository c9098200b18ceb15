import type { Executor } from '../../db/unit-of-work';
import type { NotificationPreferences } from './preferences';

/** notification_preferences: one row per user who has chosen (no row: the defaults). */
export class NotificationPreferencesRepo {
  constructor(private readonly db: Executor) {}

  async of(userId: string): Promise<NotificationPreferences | null> {
    const row = await this.db.selectFrom('notification_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
    return row ? { newsletter: row.newsletter, newContent: row.new_content, commentReplies: row.comment_replies } : null;
  }

  async save(userId: string, p: NotificationPreferences): Promise<void> {
    const values = { newsletter: p.newsletter, new_content: p.newContent, comment_replies: p.commentReplies, updated_at: new Date() };
    await this.db
      .insertInto('notification_preferences')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }

  async remove(userId: string): Promise<void> {
    await this.db.deleteFrom('notification_preferences').where('user_id', '=', userId).execute();
  }
}
