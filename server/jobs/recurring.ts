import type { SubscriptionJobs } from '../modules/subscriptions/scheduler';
import type { SubscriptionsService } from '../modules/subscriptions/service';
import type { PaymentsService } from '../modules/payments/service';
import type { Uploads } from '../modules/uploads/uploads';
import type { NewContentMails } from '../modules/notifications/new-content-mails';
import type { NotificationMails } from '../modules/notifications/notification-mails';
import type { Releases } from '../modules/releases/releases';
import type { ApplicationReview } from '../modules/creator-applications/review';
import type { MessageDrafts } from '../modules/messages/drafts';
import type { RecurringJob } from './queue';
import { RELEASES_JOB } from './release-wake';

/** Everything the site does because time passed, as queue jobs. */
export function recurringJobs(services: {
  subscriptionJobs: SubscriptionJobs;
  subscriptions: Pick<SubscriptionsService, 'remindRenewals'>;
  payments: PaymentsService;
  uploads: Uploads;
  releases: Releases;
  newContentMails: NewContentMails;
  notificationMails: NotificationMails;
  applicationReview: ApplicationReview;
  messageDrafts: Pick<MessageDrafts, 'removeStale'>;
}): RecurringJob[] {
  return [
    // The sandbox charges due renewals (as the gateway would), then subscriptions whose access is over expire.
    { name: 'subscriptions-due', cron: '* * * * *', expireInSeconds: 10 * 60, run: () => services.subscriptionJobs.runDue() },
    // Fans whose subscription renews within 3 days are told, once per period.
    {
      name: 'subscriptions-remind-renewals',
      cron: '23 * * * *',
      expireInSeconds: 30 * 60,
      run: async () => ({ reminded: await services.subscriptions.remindRenewals() }),
    },
    // Payments left pending past the pendingPaymentHours setting expire and their orders are cancelled.
    { name: 'payments-expire-pending', cron: '*/5 * * * *', expireInSeconds: 10 * 60, run: async () => ({ expired: await services.payments.expirePending() }) },
    // What went live (published, or its scheduled time came) is told to its performer's followers, once; a write that
    // puts something live asks for a run at once (release-wake.ts).
    { name: RELEASES_JOB, cron: '* * * * *', expireInSeconds: 10 * 60, run: () => services.releases.announceDue() },
    // The "new from ..." e-mails whose hour has passed go, each listing what came out meanwhile.
    { name: 'new-content-mails', cron: '* * * * *', expireInSeconds: 10 * 60, run: () => services.newContentMails.sendDue() },
    // Each user's notifications they want by e-mail, settled and not mailed yet, as one mail.
    { name: 'notification-mails', cron: '*/5 * * * *', expireInSeconds: 10 * 60, run: () => services.notificationMails.sendDue() },
    // Uploads left unfinished past the abandonedUploadHours setting (or whose video or photo was deleted) go, freeing their quota.
    { name: 'uploads-remove-abandoned', cron: '17 * * * *', expireInSeconds: 30 * 60, run: () => services.uploads.removeAbandoned() },
    // Photos uploaded for messages never sent go a week later, with their files.
    { name: 'message-drafts-expire', cron: '29 * * * *', expireInSeconds: 30 * 60, run: () => services.messageDrafts.removeStale() },
    // Rejected applicants' identity documents go once the identityRetentionDays setting has passed.
    { name: 'identity-documents-expire', cron: '41 * * * *', expireInSeconds: 30 * 60, run: () => services.applicationReview.removeExpiredDocuments() },
  ];
}
