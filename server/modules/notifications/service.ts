import type { Db } from '../../db';
import type { Executor } from '../../db/unit-of-work';
import type { Mailer, MailMessage } from '../../mail';
import type { NotificationKind } from '../../db/schema';
import { changedChannels, preferencesOf, wantsMail, type NotificationPreferences, type OptionalMailTopic, type PreferencesChange } from './preferences';
import { NotificationPreferencesRepo } from './repo';

/**
 * Where each kind of notification reaches each user (on the site and by e-mail, on the site only, or off), the
 * newsletter, and the one rule every sender of an optional mail goes through (sendOptional). Transactional mails
 * (account links, notices) do not come here: they always go.
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
    return preferencesOf(await this.repo.of(userId));
  }

  async update(userId: string, change: PreferencesChange): Promise<NotificationPreferences> {
    const current = await this.preferences(userId);
    const next = {
      newsletter: change.newsletter ?? current.newsletter,
      massMessages: change.massMessages ?? current.massMessages,
      channels: changedChannels(current.channels, change),
    };
    await this.repo.save(userId, next);
    return preferencesOf(next);
  }

  /** E-mail about these kinds stops (an unsubscribe link): they stay on the site. */
  async stopMailing(userId: string, kinds: NotificationKind[]): Promise<NotificationPreferences> {
    const { channels } = await this.preferences(userId);
    const change = Object.fromEntries(kinds.filter((kind) => channels[kind] === 'email').map((kind) => [kind, 'site' as const]));
    return this.update(userId, { channels: change });
  }

  /** Sends an optional mail of `topic` to the user unless they turned that topic off; true when it went. */
  async sendOptional(userId: string, topic: OptionalMailTopic, message: MailMessage): Promise<boolean> {
    if (!wantsMail(await this.preferences(userId), topic)) return false;
    await this.mailer.send(message);
    return true;
  }

  /** A deleted account's choices go with it (in the deletion's transaction). */
  async forget(trx: Executor, userId: string): Promise<void> {
    await new NotificationPreferencesRepo(trx).remove(userId);
  }
}
