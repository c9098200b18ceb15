import type { Db } from '../../db';
import type { Executor } from '../../db/unit-of-work';
import type { Mailer, MailMessage } from '../../mail';
import { DEFAULT_PREFERENCES, type NotificationPreferences, type OptionalMailTopic } from './preferences';
import { NotificationPreferencesRepo } from './repo';

/**
 * Which optional mails each user gets, and the one rule every sender of such a mail goes through
 * (sendOptional). Transactional mails (account links, notices, receipts) do not come here: they always go.
 */
export class NotificationsService {
  private readonly repo: NotificationPreferencesRepo;

  constructor(
    db: Db,
    private readonly mailer: Mailer,
  ) {
    this.repo = new NotificationPreferencesRepo(db);
  }

  async preferences(userId: string): Promise<NotificationPreferences> {
    return (await this.repo.of(userId)) ?? DEFAULT_PREFERENCES;
  }

  async update(userId: string, changes: Partial<NotificationPreferences>): Promise<NotificationPreferences> {
    const next = { ...(await this.preferences(userId)), ...changes };
    await this.repo.save(userId, next);
    return next;
  }

  /** Sends an optional mail of `topic` to the user unless they turned that topic off; true when it went. */
  async sendOptional(userId: string, topic: OptionalMailTopic, message: MailMessage): Promise<boolean> {
    if (!(await this.preferences(userId))[topic]) return false;
    await this.mailer.send(message);
    return true;
  }

  /** A deleted account's choices go with it (in the deletion's transaction). */
  async forget(trx: Executor, userId: string): Promise<void> {
    await new NotificationPreferencesRepo(trx).remove(userId);
  }
}
