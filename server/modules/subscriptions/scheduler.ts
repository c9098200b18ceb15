import type { Actor } from '../audit/actor';
import type { SandboxProcessor } from '../../payments/sandbox/processor';
import type { SandboxRenewalDecision } from '../../payments/sandbox/events';
import type { SettingsService } from '../settings/service';
import type { SubscriptionsService } from './service';

/** A run renews a subscription at most this many periods at once (a clock moved far ahead). */
const MAX_PERIODS_PER_RUN = 24;

export interface DueRun {
  renewed: number;
  declined: number;
  /** Renewals the webhook endpoint did not take (it answered an error; the next run tries again). */
  undelivered: number;
  expired: number;
}

/** The outcome our webhook endpoint answered for a delivery of one event. */
function outcomeOf(body: string): string | null {
  try {
    const outcomes = (JSON.parse(body) as { data?: { outcomes?: unknown } }).data?.outcomes;
    return Array.isArray(outcomes) && typeof outcomes[0] === 'string' ? outcomes[0] : null;
  } catch {
    return null;
  }
}

/**
 * What falls due with time, run every minute by the job queue (server/jobs) and by `npm run admin -- subscriptions run-due`: the
 * sandbox plays the gateway's part and charges its due recurring subscriptions (the sandboxRenewalOutcome setting,
 * 'approve' by default, or a one-off decline from `subscriptions fail-next-renewal`), delivering each outcome as
 * the signed webhook a gateway would send; then every subscription whose access is over expires.
 *
 * Safe to run twice and from two processes at once: a renewal's webhook event id is one per subscription, period
 * and outcome (a second delivery is a replay), a renewal transaction one per period, and expiry locks rows,
 * skipping those another run holds.
 */
export class SubscriptionJobs {
  private running: Promise<DueRun> | null = null;

  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly settings: SettingsService,
    private readonly sandbox: SandboxProcessor,
  ) {}

  /** Renewals and expiry as if the time were `at` (the clock's now by default). One run at a time in a process. */
  runDue(at: Date = this.subscriptions.clock.now()): Promise<DueRun> {
    this.running ??= this.run(at).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Expiry alone (`npm run admin -- subscriptions expire-due`). */
  expireDue(at?: Date): Promise<number> {
    return this.subscriptions.expireDue(at);
  }

  /** The next sandbox renewal is declined (once), whatever sandboxRenewalOutcome says. */
  /** The sandbox declines the next renewal it charges; an admin's (or the command line's) request names its `actor`. */
  failNextRenewal(actor?: Actor): Promise<void> {
    return this.settings.set('sandboxFailNextRenewal', true, actor);
  }

  /** Waits for a run under way (shutdown). */
  async settled(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  private async run(at: Date): Promise<DueRun> {
    const result: DueRun = { renewed: 0, declined: 0, undelivered: 0, expired: 0 };
    const settled = new Set<string>();
    for (let round = 0; round < MAX_PERIODS_PER_RUN; round++) {
      const due = (await this.subscriptions.dueForRenewal('sandbox', at)).filter((s) => !settled.has(s.id));
      if (due.length === 0) break;
      for (const sub of due) {
        const decision = await this.decide();
        const answer = await this.sandbox.deliverRenewal(
          { subscriptionId: sub.id, periodEnd: sub.current_period_end, amountCents: sub.price_cents, currency: sub.currency },
          decision,
        );
        if (answer.statusCode >= 300) result.undelivered += 1;
        else if (decision === 'decline') result.declined += 1;
        else if (outcomeOf(answer.body) === 'applied: renewed') result.renewed += 1;
        // A renewal the endpoint took but did not apply (already recorded, a price that changed) is not retried now.
        if (decision === 'decline' || outcomeOf(answer.body) !== 'applied: renewed') settled.add(sub.id);
      }
    }
    result.expired = await this.subscriptions.expireDue(at);
    return result;
  }

  private async decide(): Promise<SandboxRenewalDecision> {
    if (await this.settings.get('sandboxFailNextRenewal', false)) {
      await this.settings.set('sandboxFailNextRenewal', false);
      return 'decline';
    }
    return (await this.settings.get('sandboxRenewalOutcome', 'approve')) === 'decline' ? 'decline' : 'approve';
  }
}
