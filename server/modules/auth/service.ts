import type { BackgroundTasks } from '../../background-tasks';
import type { AppConfig } from '../../config';
import type { Mailer } from '../../mail';
import { HttpError, badRequest, conflict, forbidden } from '../../http/errors';
import { inTransaction } from '../../db/unit-of-work';
import type { RateLimiter } from '../../rate-limit';
import type { SettingsService } from '../settings/service';
import { UsersRepo } from '../users/repo';
import type { UserRow } from '../../db/schema';
import type { Db } from '../../db';
import { EmailTokenService } from './email-tokens';
import { AccountMail } from './account-mail';
import { loginFailureLimits } from './limits';
import { decoyHash, hashPassword, verifyPassword } from './password';
import type { SessionService } from './sessions';
import { alreadyRegisteredMail, resetMail, verificationMail } from './mails';

export interface RegisterInput {
  name: string;
  username: string;
  email: string;
  password: string;
  gender?: string;
  country?: string;
  bio?: string;
  /** The form's "I am 18 or older and accept the Terms of Service" (optional in the API: spec clients do not send it). */
  acceptedTerms?: boolean;
}

export interface ClientMeta {
  ip?: string;
  userAgent?: string;
}

export interface AuthDeps {
  db: Db;
  config: AppConfig;
  sessions: SessionService;
  settings: SettingsService;
  mailer: Mailer;
  limiter: RateLimiter;
  background: BackgroundTasks;
}

const usernameTaken = () => conflict('This username is already taken', 'USERNAME_TAKEN');

/**
 * Sign-up, login, e-mail verification and passwords. Nothing it answers to a visitor tells whether an e-mail
 * address has an account: register, forgot-password and resend answer the same, and do their account-dependent
 * work (tokens, mail) after answering.
 */
export class AuthService {
  private readonly db: Db;
  private readonly users: UsersRepo;
  private readonly emailTokens: EmailTokenService;
  private readonly accountMail: AccountMail;

  constructor(private readonly deps: AuthDeps) {
    this.db = deps.db;
    this.users = new UsersRepo(deps.db);
    this.emailTokens = new EmailTokenService(deps.db);
    this.accountMail = new AccountMail(deps.limiter, deps.mailer);
  }

  private requireVerification(): Promise<boolean> {
    return this.deps.settings.get('requireEmailVerification', true);
  }

  /**
   * A taken username is said (usernames are public on profiles); a taken e-mail is not: the answer and the work
   * before it are those of a new sign-up (the same hash, the same insert statement), and the address's owner gets
   * a mail about the attempt instead of a verification link.
   */
  async register(input: RegisterInput): Promise<{ requireEmailVerification: boolean }> {
    const username = input.username.trim();
    const email = input.email.trim().toLowerCase();
    const before = await this.users.taken(username, email);
    if (before.username) throw usernameTaken();
    const requireEmailVerification = await this.requireVerification();
    const user = await this.users.insertUnlessTaken({
      name: input.name.trim(),
      username,
      email,
      password_hash: await hashPassword(input.password),
      gender: input.gender ?? null,
      country: input.country ?? null,
      bio: input.bio ?? null,
      roles: ['user'],
      verified_email: !requireEmailVerification,
      terms_accepted_at: input.acceptedTerms ? new Date() : null,
    });
    if (user) {
      if (requireEmailVerification) this.deps.background.run('verification mail', () => this.sendVerification(user));
      return { requireEmailVerification };
    }
    // Two sign-ups raced for the same name since the check above: the unique index decided.
    if (!before.email && (await this.users.taken(username, email)).username) throw usernameTaken();
    this.deps.background.run('already-registered mail', async () => {
      const owner = await this.users.byEmail(email);
      if (owner?.status === 'active') await this.accountMail.send(owner.email, () => alreadyRegisteredMail(this.deps.config.siteUrl, owner));
    });
    return { requireEmailVerification };
  }

  /**
   * Failed attempts are counted per address and account, per account and per address (limits.ts); a counter
   * at its ceiling refuses the attempt (429) before the password is checked. A success counts nothing and
   * clears its address-and-account counter.
   */
  async login(login: string, password: string, remember: boolean, meta: ClientMeta) {
    const limits = loginFailureLimits(meta.ip ?? 'unknown', login);
    const counters = Object.values(limits);
    await this.deps.limiter.assertUnder(counters);
    const user = await this.users.byLogin(login);
    const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
    if (!user || !valid) {
      await this.deps.limiter.count(counters);
      throw new HttpError(401, 'Incorrect username or password', 'INVALID_CREDENTIALS');
    }
    await this.deps.limiter.clear(limits.addressAndAccount);
    if (user.status !== 'active') {
      const why = user.suspension_reason ? ` (${user.suspension_reason})` : '';
      throw forbidden(`This account is suspended${why}. Write to us through the contact page if you think this is a mistake.`, 'ACCOUNT_INACTIVE');
    }
    if (!user.verified_email && (await this.requireVerification())) {
      // The password was right: the address may be named, so the login form can offer to send the link again.
      throw new HttpError(403, 'Please verify your email address before logging in', 'EMAIL_NOT_VERIFIED', { email: user.email });
    }
    return this.deps.sessions.create(user.id, remember, meta);
  }

  /** Failed logins from this address in the current window of its counter (an hour: LOGIN_FAILURE_RULES.address). */
  async failedLoginsFrom(address: string): Promise<number> {
    return this.deps.limiter.countOf(loginFailureLimits(address, '').address);
  }

  /**
   * Verifies the address the link was sent to. A link followed again (mail scanners open links before their reader
   * does) finds the account verified already: that is said, not that the link is invalid.
   */
  async verifyEmail(token: string): Promise<{ alreadyVerified: boolean }> {
    const userId = await this.emailTokens.consume(token, 'verify_email');
    if (userId) {
      await this.users.update(userId, { verified_email: true });
      return { alreadyVerified: false };
    }
    const usedBy = await this.emailTokens.usedBy(token, 'verify_email');
    if (usedBy && (await this.users.byId(usedBy))?.verified_email) return { alreadyVerified: true };
    throw badRequest('This verification link is invalid or has expired', 'INVALID_TOKEN');
  }

  /** Answers at once, the same for any address; the mail (if the address has an unverified account) follows. */
  resendVerification(email: string): void {
    this.deps.background.run('verification mail', async () => {
      const user = await this.users.byEmail(email);
      if (user && !user.verified_email && user.status === 'active') await this.sendVerification(user);
    });
  }

  /** Answers at once, the same for any address; the reset link (if the address has an active account) follows. */
  forgotPassword(email: string): void {
    this.deps.background.run('password reset mail', async () => {
      const user = await this.users.byEmail(email);
      if (!user || user.status !== 'active') return;
      await this.accountMail.send(user.email, async () => resetMail(this.deps.config.siteUrl, user, await this.emailTokens.issue(user.id, 'reset_password')));
    });
  }

  /**
   * Sets a new password from an e-mailed token and signs every session out. The owner has proved who they are:
   * failed logins counted against their username and e-mail (from anywhere, and from this address) are forgotten.
   */
  async resetPassword(token: string, password: string, meta: ClientMeta): Promise<void> {
    const userId = await this.emailTokens.consume(token, 'reset_password');
    if (!userId) throw badRequest('This password reset link is invalid or has expired', 'INVALID_TOKEN');
    const passwordHash = await hashPassword(password);
    const user = await inTransaction(this.db, async (trx, afterCommit) => {
      // Receiving the mail proves the address too.
      const updated = await new UsersRepo(trx).update(userId, { password_hash: passwordHash, verified_email: true });
      await this.deps.sessions.revokeAllOf(trx, afterCommit, userId);
      // The old address's owner was told a new password ends a pending e-mail change (emailChangeNoticeMail).
      await this.emailTokens.withdraw(userId, 'change_email', trx);
      return updated;
    });
    if (!user) return;
    const forgiven = [user.username, user.email].flatMap((login) => {
      const { addressAndAccount, account } = loginFailureLimits(meta.ip ?? 'unknown', login);
      return [addressAndAccount, account];
    });
    await Promise.all(forgiven.map((limit) => this.deps.limiter.clear(limit)));
  }

  /** Changes the password of the signed-in user, who proves it with the current one; every other session ends. */
  async changePassword(userId: string, sessionId: string, currentPassword: string, password: string): Promise<void> {
    const user = await this.users.byId(userId);
    if (!user || !(await verifyPassword(currentPassword, user.password_hash))) {
      throw badRequest('Your current password is not correct', 'WRONG_CURRENT_PASSWORD');
    }
    const passwordHash = await hashPassword(password);
    await inTransaction(this.db, async (trx, afterCommit) => {
      await new UsersRepo(trx).update(userId, { password_hash: passwordHash });
      await this.deps.sessions.revokeAllOf(trx, afterCommit, userId, sessionId);
    });
  }

  private async sendVerification(user: UserRow): Promise<void> {
    await this.accountMail.send(user.email, async () =>
      verificationMail(this.deps.config.siteUrl, user, await this.emailTokens.issue(user.id, 'verify_email')),
    );
  }
}
