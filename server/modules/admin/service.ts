import type { CouponsService } from '../coupons/service';
import type { EarningsPayouts, Payout } from '../earnings/payouts';
import type { CountryBlockService } from '../geo/service';
import type { SettingsService } from '../settings/service';
import type { SessionService } from '../auth/sessions';
import type { UsersService } from '../users/service';
import type { PackagesService } from '../packages/service';
import type { SubscriptionJobs } from '../subscriptions/scheduler';

/** Services only the full server builds: the command line's subscription commands use them. */
export interface AdminOperations {
  packages?: PackagesService;
  subscriptionJobs?: SubscriptionJobs;
  payouts?: EarningsPayouts;
}

/** The operations behind both the admin CLI and the admin HTTP routes. */
export class AdminService {
  constructor(
    private readonly users: UsersService,
    private readonly settings: SettingsService,
    private readonly countryBlock: CountryBlockService,
    private readonly sessions: SessionService | null = null,
    private readonly couponsService: CouponsService | null = null,
    private readonly operations: AdminOperations = {},
  ) {}

  /** Subscription package administration (the packages module's service). */
  packages(): PackagesService {
    if (!this.operations.packages) throw new Error('AdminService was built without the packages service');
    return this.operations.packages;
  }

  /** Coupon administration (the coupons module's service). */
  coupons(): CouponsService {
    if (!this.couponsService) throw new Error('AdminService was built without the coupons service');
    return this.couponsService;
  }

  /** Pays out one performer's (by username or e-mail) or everyone's unpaid earnings up to the end of a day (UTC). */
  async payOut(performer: string | undefined, untilDay: string): Promise<Payout[]> {
    const payouts = this.operations.payouts;
    if (!payouts) throw new Error('AdminService was built without the payouts');
    const performerId = performer === undefined ? null : await this.users.performerId(performer);
    return payouts.payOut(performerId, untilDay);
  }

  /** Subscription renewals and expiry (the subscriptions module's jobs). */
  subscriptionJobs(): SubscriptionJobs {
    if (!this.operations.subscriptionJobs) throw new Error('AdminService was built without the subscription jobs');
    return this.operations.subscriptionJobs;
  }

  listSettings() {
    return this.settings.list();
  }

  setSetting(key: string, value: unknown) {
    return this.settings.set(key, value);
  }

  blockCountry(code: string) {
    return this.countryBlock.block(code);
  }

  unblockCountry(code: string) {
    return this.countryBlock.unblock(code);
  }

  blockedCountries() {
    return this.countryBlock.list();
  }

  /** Grants or takes away a role of the user named by username or e-mail; returns the roles now held. */
  async setRole(login: string, role: string, grant: boolean): Promise<string[]> {
    const { userId, roles } = await this.users.setRole(login, role, grant);
    await this.sessions?.userChanged(userId);
    return roles;
  }
}
