import { createHash, randomBytes } from 'node:crypto';
import { countries } from 'countries-list';
import type { Db } from '../../db';
import { inTransaction } from '../../db/unit-of-work';
import { badRequest, conflict, forbidden, HttpError } from '../../http/errors';
import type { Clock } from '../../clock';
import type { SessionService } from '../auth/sessions';
import type { UsersService } from '../users/service';
import type { AgeProviders } from './providers';
import { toAgeStatus, type AgeVerificationStatusDto } from './presenter';
import { AgeVerificationsRepo, type AttemptRow } from './repo';
import type { AgeVerificationSettings } from './settings';

/** How long the provider's page may take before its answer is no longer accepted. */
export const STATE_MINUTES = 30;

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

export interface VerifyingUser {
  id: string;
  verifymyage_verified: boolean;
}

/**
 * Age verification: where it applies (on, and for every country or the listed ones), starting an attempt at the
 * provider with a single-use state bound to the user, finishing it at the callback, and rechecking a pending one.
 * users.verifymyage_verified follows the attempts.
 */
export class AgeVerificationService {
  private readonly repo: AgeVerificationsRepo;

  constructor(
    private readonly db: Db,
    readonly settings: AgeVerificationSettings,
    private readonly providers: AgeProviders,
    private readonly users: UsersService,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
  ) {
    this.repo = new AgeVerificationsRepo(db);
  }

  /** Whether a visitor from `country` (null: unknown) must be verified. */
  async appliesTo(country: string | null): Promise<boolean> {
    if (!(await this.settings.enabled())) return false;
    const listed = await this.settings.countries();
    return listed.length === 0 || (country !== null && listed.includes(country));
  }

  /** Whether this viewer (null: anonymous) from `country` may not see full content or buy until verified. */
  async mustVerify(user: VerifyingUser | null, country: string | null): Promise<boolean> {
    if (user?.verifymyage_verified) return false;
    return this.appliesTo(country);
  }

  /**
   * Sends the user to the provider. A fan does so where the site asks for it (the setting on); an applicant to become a
   * creator (`forCreator`) always may, whatever the fans' setting.
   */
  async start(user: VerifyingUser, country: string, redirectUri: string, { forCreator = false } = {}): Promise<{ redirectUrl: string }> {
    if (!forCreator && !(await this.settings.enabled())) throw conflict('Age verification is not in use on this site.', 'AGE_VERIFICATION_DISABLED');
    if (user.verifymyage_verified) throw conflict('Your age is already verified.', 'AGE_ALREADY_VERIFIED');
    const code = country.toUpperCase();
    if (!(code in countries)) throw badRequest(`Unknown country code "${country}"`, 'UNKNOWN_COUNTRY');
    const provider = await this.providers.current();
    const state = randomBytes(32).toString('base64url');
    await this.repo.create({
      userId: user.id,
      provider: provider.name,
      country: code,
      stateHash: hashState(state),
      stateExpiresAt: new Date(this.clock.now().getTime() + STATE_MINUTES * 60_000),
    });
    return { redirectUrl: provider.authorizeUrl({ state, redirectUri, country: code }) };
  }

  async status(user: VerifyingUser): Promise<AgeVerificationStatusDto> {
    return toAgeStatus(user.verifymyage_verified, await this.repo.latestOf(user.id, user.verifymyage_verified), this.clock.now());
  }

  /**
   * The provider sent the browser back with `code` and `state`. The state must be this user's, unused and fresh; it
   * is taken while the code is exchanged and given back if the provider refuses the code or cannot be reached,
   * so nothing changes then (the attempt stays pending and the same address may be tried again).
   */
  async callback(userId: string, code: string, state: string, redirectUri: string): Promise<AgeVerificationStatusDto> {
    const attempt = await this.repo.byStateHash(hashState(state));
    const now = this.clock.now();
    if (!attempt) throw badRequest('This age verification link is not valid. Please start the verification again.', 'AGE_STATE_INVALID');
    if (attempt.user_id !== userId) throw forbidden('This age verification was started by another account.', 'AGE_STATE_NOT_YOURS');
    if (attempt.state_used_at) throw conflict('This age verification link has already been used.', 'AGE_STATE_USED');
    if (new Date(attempt.state_expires_at) <= now) {
      throw new HttpError(410, 'This age verification link has expired. Please start the verification again.', 'AGE_STATE_EXPIRED');
    }
    if (!(await this.repo.claimState(attempt.id, now))) throw conflict('This age verification link has already been used.', 'AGE_STATE_USED');
    try {
      const provider = await this.providers.named(attempt.provider);
      const accessToken = await provider.exchange(code, redirectUri);
      await this.record(attempt, { ...(await provider.result(accessToken)), accessToken });
    } catch (error) {
      await this.repo.releaseState(attempt.id);
      throw error;
    }
    return this.statusOf(userId);
  }

  /** Asks the provider again about the user's pending verification (one that came back undecided). */
  async recheck(user: VerifyingUser): Promise<AgeVerificationStatusDto> {
    if (user.verifymyage_verified) return this.status(user);
    const attempt = await this.repo.latestOf(user.id, false);
    if (attempt?.status === 'pending' && attempt.access_token) {
      const provider = await this.providers.named(attempt.provider);
      await this.record(attempt, { ...(await provider.result(attempt.access_token)), accessToken: attempt.access_token });
      return this.statusOf(user.id);
    }
    return this.status(user);
  }

  private async record(attempt: AttemptRow, result: Parameters<AgeVerificationsRepo['settle']>[2]): Promise<void> {
    const now = this.clock.now();
    await inTransaction(this.db, async (trx, afterCommit) => {
      await this.repo.settle(trx, attempt.id, result, now);
      if (result.status === 'verified') {
        await this.users.setAgeVerified(trx, attempt.user_id, true);
        afterCommit(() => this.sessions.userChanged(attempt.user_id));
      }
    });
  }

  /** The status as it is now in the database (the session's copy of the user predates the callback). */
  private async statusOf(userId: string): Promise<AgeVerificationStatusDto> {
    const verified = Boolean(await this.users.ageVerified(userId));
    return toAgeStatus(verified, await this.repo.latestOf(userId, verified), this.clock.now());
  }
}
