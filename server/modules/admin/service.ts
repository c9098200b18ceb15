import type { AccountSuspension } from '../account/suspension';
import type { Actor } from '../audit/actor';
import type { AuditLog } from '../audit/log';
import type { CouponsService } from '../coupons/service';
import type { CommandLinePayout, PayoutsService } from '../payouts/service';
import type { CountryBlockService } from '../geo/service';
import type { SettingsService } from '../settings/service';
import type { SessionService } from '../auth/sessions';
import type { UsersService } from '../users/service';
import type { PackagesService } from '../packages/service';
import type { SubscriptionJobs } from '../subscriptions/scheduler';

/** Services only the full server builds: the command line's subscription commands use them. */
export interface AdminOperations {
  audit?: AuditLog;
  suspension?: AccountSuspension;
  packages?: PackagesService;
  subscriptionJobs?: SubscriptionJobs;
  payouts?: PayoutsService;
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

  /**
   * Pays out one performer's (by username or e-mail) or everyone's unpaid earnings up to the end of a day (UTC), as one
   * batch with `reference` (or one naming the day).
   */
  async payOut(performer: string | undefined, untilDay: string, reference: string | undefined, actor: Actor): Promise<CommandLinePayout[]> {
    const payouts = this.operations.payouts;
    if (!payouts) throw new Error('AdminService was built without the payouts');
    const performerId = performer === undefined ? null : await this.users.performerId(performer);
    return payouts.payUpTo(performerId, untilDay, reference, actor);
  }

  /** Expires every subscription whose access is over, as the server does every minute; the run is in the audit log. */
  async expireDueSubscriptions(actor: Actor): Promise<number> {
    const expired = await this.subscriptionJobs().expireDue();
    await this.recordRun(actor, 'subscriptions.expire-due', { expired });
    return expired;
  }

  /** Charges due sandbox renewals, then expires, as if the time were `at`; the run is in the audit log. */
  async runDueSubscriptions(at: Date | undefined, actor: Actor) {
    const run = await this.subscriptionJobs().runDue(at);
    await this.recordRun(actor, 'subscriptions.run-due', { ...run, at: (at ?? new Date()).toISOString() });
    return run;
  }

  failNextRenewal(actor: Actor): Promise<void> {
    return this.subscriptionJobs().failNextRenewal(actor);
  }

  private subscriptionJobs(): SubscriptionJobs {
    if (!this.operations.subscriptionJobs) throw new Error('AdminService was built without the subscription jobs');
    return this.operations.subscriptionJobs;
  }

  private async recordRun(actor: Actor, action: string, after: object): Promise<void> {
    if (!this.operations.audit) throw new Error('AdminService was built without the audit log');
    await this.operations.audit.recordDone({ actor, action, target: { type: 'subscriptions', id: 'due' }, after });
  }

  /** Suspends the account named by username or e-mail (the command line; the web names it by id). */
  async suspend(login: string, reason: string, actor: Actor) {
    return this.suspension().suspend(await this.users.userId(login), reason, actor);
  }

  async reinstate(login: string, actor: Actor) {
    return this.suspension().reinstate(await this.users.userId(login), actor);
  }

  private suspension(): AccountSuspension {
    if (!this.operations.suspension) throw new Error('AdminService was built without the account suspension');
    return this.operations.suspension;
  }

  listSettings() {
    return this.settings.list();
  }

  setSetting(key: string, value: unknown, actor: Actor) {
    return this.settings.set(key, value, actor);
  }

  blockCountry(code: string, actor: Actor) {
    return this.countryBlock.block(code, actor);
  }

  unblockCountry(code: string, actor: Actor) {
    return this.countryBlock.unblock(code, actor);
  }

  blockedCountries() {
    return this.countryBlock.list();
  }

  /** Grants or takes away a role of the user named by username or e-mail; returns the roles now held. */
  async setRole(login: string, role: string, grant: boolean, actor: Actor): Promise<string[]> {
    const { userId, roles } = await this.users.setRole(login, role, grant, actor);
    await this.sessions?.userChanged(userId);
    return roles;
  }
}
