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
import { loginFailureLimits } from './limits';
import { decoyHash, hashPassword, verifyPassword } from './password';
import type { SessionService } from './sessions';
import { verificationMail, resetMail } from './mails';

export interface RegisterInput {
  name: string;
  username: string;
  email: string;
  password: string;
  gender?: string;
  country?: string;
  bio?: string;
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
}

export class AuthService {
  private readonly db: Db;
  private readonly users: UsersRepo;
  private readonly emailTokens: EmailTokenService;

  constructor(private readonly deps: AuthDeps) {
    this.db = deps.db;
    this.users = new UsersRepo(deps.db);
    this.emailTokens = new EmailTokenService(deps.db);
  }

  private requireVerification(): Promise<boolean> {
    return this.deps.settings.get('requireEmailVerification', true);
  }

  async register(input: RegisterInput): Promise<{ user: UserRow; requireEmailVerification: boolean }> {
    const taken = await this.users.taken(input.username, input.email);
    if (taken.email) throw conflict('This email address is already registered', 'EMAIL_TAKEN');
    if (taken.username) throw conflict('This username is already taken', 'USERNAME_TAKEN');
    const requireEmailVerification = await this.requireVerification();
    let user: UserRow;
    try {
      user = await this.users.insert({
        name: input.name.trim(),
        username: input.username.trim(),
        email: input.email.trim().toLowerCase(),
        password_hash: await hashPassword(input.password),
        gender: input.gender ?? null,
        country: input.country ?? null,
        bio: input.bio ?? null,
        roles: ['user'],
        verified_email: !requireEmailVerification,
      });
    } catch (err) {
      // Two registrations racing for the same name: the unique index decides.
      if ((err as { code?: string }).code === '23505') throw conflict('This username or email is already registered');
      throw err;
    }
    if (requireEmailVerification) await this.sendVerification(user);
    return { user, requireEmailVerification };
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
    if (user.status !== 'active') throw forbidden('This account is suspended', 'ACCOUNT_INACTIVE');
    if (!user.verified_email && (await this.requireVerification())) {
      throw forbidden('Please verify your email address before logging in', 'EMAIL_NOT_VERIFIED');
    }
    return this.deps.sessions.create(user.id, remember, meta);
  }

  async verifyEmail(token: string): Promise<void> {
    const userId = await this.emailTokens.consume(token, 'verify_email');
    if (!userId) throw badRequest('This verification link is invalid or has expired', 'INVALID_TOKEN');
    await this.users.update(userId, { verified_email: true });
  }

  /** Answers the same whether or not the address is known, so it cannot be used to probe for accounts. */
  async resendVerification(email: string): Promise<void> {
    const user = await this.users.byEmail(email);
    if (user && !user.verified_email && user.status === 'active') await this.sendVerification(user);
  }

  async forgotPassword(email: string): Promise<void> {
    const user = await this.users.byEmail(email);
    if (!user || user.status !== 'active') return;
    const token = await this.emailTokens.issue(user.id, 'reset_password');
    await this.deps.mailer.send(resetMail(this.deps.config.siteUrl, user, token));
  }

  /** Sets a new password from an e-mailed token and signs every session out. */
  async resetPassword(token: string, password: string): Promise<void> {
    const userId = await this.emailTokens.consume(token, 'reset_password');
    if (!userId) throw badRequest('This password reset link is invalid or has expired', 'INVALID_TOKEN');
    const passwordHash = await hashPassword(password);
    await inTransaction(this.db, async (trx, afterCommit) => {
      // Receiving the mail proves the address too.
      await new UsersRepo(trx).update(userId, { password_hash: passwordHash, verified_email: true });
      await this.deps.sessions.revokeAllOf(trx, afterCommit, userId);
    });
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
    const token = await this.emailTokens.issue(user.id, 'verify_email');
    await this.deps.mailer.send(verificationMail(this.deps.config.siteUrl, user, token));
  }
}
