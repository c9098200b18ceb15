import type { SubscriptionJobs } from '../modules/subscriptions/scheduler';
import type { PaymentsService } from '../modules/payments/service';
import type { RecurringJob } from './queue';

/** Everything the site does because time passed, as queue jobs. */
export function recurringJobs(services: { subscriptionJobs: SubscriptionJobs; payments: PaymentsService }): RecurringJob[] {
  return [
    // The sandbox charges due renewals (as the gateway would), then subscriptions whose access is over expire.
    { name: 'subscriptions-due', cron: '* * * * *', expireInSeconds: 10 * 60, run: () => services.subscriptionJobs.runDue() },
    // Payments left pending past the pendingPaymentHours setting expire and their orders are cancelled.
    { name: 'payments-expire-pending', cron: '*/5 * * * *', expireInSeconds: 10 * 60, run: async () => ({ expired: await services.payments.expirePending() }) },
  ];
}
