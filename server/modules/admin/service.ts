import type { CouponsService } from '../coupons/service';
import type { EarningsPayouts, Payout } from '../earnings/payouts';
import type { CountryBlockService } from '../geo/service';
import type { SettingsService } from '../settings/service';
import type { SessionService } from '../auth/sessions';
import type { UsersService } from '../users/service';

/** The operations behind both the admin CLI and the admin HTTP routes. */
export class AdminService {
  constructor(
    private readonly users: UsersService,
    private readonly settings: SettingsService,
    private readonly countryBlock: CountryBlockService,
    private readonly sessions: SessionService | null = null,
    private readonly couponsService: CouponsService | null = null,
    private readonly payouts: EarningsPayouts | null = null,
  ) {}

  /** Coupon administration (the coupons module's service). */
  coupons(): CouponsService {
    if (!this.couponsService) throw new Error('AdminService was built without the coupons service');
    return this.couponsService;
  }

  /** Pays out one performer's (by username or e-mail) or everyone's unpaid earnings up to the end of a day (UTC). */
  async payOut(performer: string | undefined, untilDay: string): Promise<Payout[]> {
    if (!this.payouts) throw new Error('AdminService was built without the payouts');
    const performerId = performer === undefined ? null : await this.users.performerId(performer);
    return this.payouts.payOut(performerId, untilDay);
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
    this.sessions?.userChanged(userId);
    return roles;
  }
}
