import type { NotificationKind } from '../types/notification';

/** Each kind of notification in words (the preferences, the unsubscribe page and e-mails), and who gets it. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, { label: string; for: 'fans' | 'creators' }> = {
  new_content: { label: 'New posts, videos, photos and products from creators you follow', for: 'fans' },
  comment_reply: { label: 'Others commenting where you commented', for: 'fans' },
  comment_liked: { label: 'Likes of your comments', for: 'fans' },
  purchase_completed: { label: 'Purchases completed', for: 'fans' },
  purchase_refunded: { label: 'Refunds', for: 'fans' },
  subscription_renewed: { label: 'Subscriptions renewed', for: 'fans' },
  subscription_renewing: { label: 'Subscriptions renewing in 3 days', for: 'fans' },
  subscription_failed: { label: 'Subscriptions that could not renew', for: 'fans' },
  subscription_expired: { label: 'Subscriptions ended', for: 'fans' },
  report_decided: { label: 'Decisions on your reports', for: 'fans' },
  new_subscriber: { label: 'New subscribers', for: 'creators' },
  sale: { label: 'Sales', for: 'creators' },
  comment_on_content: { label: 'Comments on your content', for: 'creators' },
  subscription_cancelled: { label: 'Subscriptions cancelled', for: 'creators' },
  payout_sent: { label: 'Payouts sent', for: 'creators' },
  tip_received: { label: 'Tips', for: 'creators' },
  application_decided: { label: 'Your creator application', for: 'fans' },
};
