import type { Mailer } from '../../mail';
import type { SettingsService } from '../settings/service';
import { contactMail, type ContactMessage } from './mail';

/** Where contact messages go when the `contactEmail` setting is missing (the migration adds it with this value). */
export const DEFAULT_CONTACT_EMAIL = 'admin@limelight.local';

export class ContactService {
  constructor(
    private readonly settings: SettingsService,
    private readonly mailer: Mailer,
  ) {}

  /** Sends the message to the site's contact address; a mailer that fails makes this fail (the visitor is told). */
  async send(message: ContactMessage): Promise<void> {
    const to = await this.settings.get('contactEmail', DEFAULT_CONTACT_EMAIL);
    await this.mailer.send(contactMail(to, message));
  }
}
