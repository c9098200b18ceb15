import type { BackgroundTasks } from '../../background-tasks';
import type { Db } from '../../db';
import { badRequest, conflict, notFound } from '../../http/errors';
import { UsersRepo } from '../users/repo';
import type { AccountMail } from './account-mail';
import { EmailTokenService } from './email-tokens';
import { emailChangeMail, emailChangeNoticeMail } from './mails';
import { verifyPassword } from './password';
import type { SessionService } from './sessions';

export interface PendingEmailChange {
  pendingEmail: string | null;
  expiresAt: string | null;
}

export interface EmailChangeDeps {
  db: Db;
  siteUrl: string;
  sessions: SessionService;
  accountMail: AccountMail;
  background: BackgroundTasks;
}

const emailTaken = () => conflict('This email address belongs to another account', 'EMAIL_TAKEN');

/**
 * A signed-in user's change of e-mail address: asked with the password, applied only when the link mailed to the
 * new address is followed (a single-use, expiring token that carries the address), announced to the old address.
 */
export class EmailChangeService {
  private readonly users: UsersRepo;
  private readonly tokens: EmailTokenService;

  constructor(private readonly deps: EmailChangeDeps) {
    this.users = new UsersRepo(deps.db);
    this.tokens = new EmailTokenService(deps.db);
  }

  async pending(userId: string): Promise<PendingEmailChange> {
    const pending = await this.tokens.pendingEmail(userId);
    return { pendingEmail: pending?.email ?? null, expiresAt: pending?.expiresAt.toISOString() ?? null };
  }

  /** Replaces any earlier request: only the newest link works. The mails go out after the answer. */
  async request(userId: string, password: string, email: string): Promise<PendingEmailChange> {
    const user = await this.users.byId(userId);
    if (!user) throw notFound('User not found');
    if (!(await verifyPassword(password, user.password_hash))) throw badRequest('Your current password is not correct', 'WRONG_CURRENT_PASSWORD');
    const newEmail = email.trim().toLowerCase();
    if (newEmail === user.email.toLowerCase()) throw badRequest('This is already your email address', 'SAME_EMAIL');
    if (await this.users.byEmail(newEmail)) throw emailTaken();
    await this.tokens.withdraw(userId, 'change_email');
    const token = await this.tokens.issue(userId, 'change_email', newEmail);
    const { siteUrl, accountMail } = this.deps;
    this.deps.background.run('email change mails', async () => {
      await accountMail.send(newEmail, () => emailChangeMail(siteUrl, { name: user.name, email: newEmail }, token));
      await accountMail.send(user.email, () => emailChangeNoticeMail(siteUrl, user, newEmail));
    });
    return this.pending(userId);
  }

  async cancel(userId: string): Promise<PendingEmailChange> {
    await this.tokens.withdraw(userId, 'change_email');
    return this.pending(userId);
  }

  /** Follows the link: the token is spent even when the address was taken since (the user asks again). */
  async confirm(token: string): Promise<{ email: string }> {
    const change = await this.tokens.consumeEmailChange(token);
    if (!change) throw badRequest('This email change link is invalid or has expired', 'INVALID_TOKEN');
    const updated = await this.users.changeEmailUnlessTaken(change.userId, change.email);
    if (!updated) throw emailTaken();
    await this.deps.sessions.userChanged(change.userId);
    return { email: updated.email };
  }
}
