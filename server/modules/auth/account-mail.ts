import type { Mailer, MailMessage } from '../../mail';
import type { RateLimiter } from '../../rate-limit';
import { ACCOUNT_MAILS, accountKey } from './limits';

/** Mails about an account (links, notices): sent unless the address has had its share this hour (ACCOUNT_MAILS), then dropped. */
export class AccountMail {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
  ) {}

  async send(address: string, message: () => MailMessage | Promise<MailMessage>): Promise<void> {
    if (await this.limiter.tryTake({ rule: ACCOUNT_MAILS, key: accountKey(address) })) await this.mailer.send(await message());
  }
}
