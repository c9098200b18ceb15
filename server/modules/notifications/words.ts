import type { NotificationKind } from '../../db/schema';
import type { NotificationRow } from './centre-repo';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** "Aria", "Aria and Ben", "Aria and 12 others": who did it (the latest first). */
export function whoDidIt(names: string[], count: number): string {
  const [first, second] = names;
  if (!first) return count > 0 ? plural(count, 'Someone', `${count} people`) : '';
  if (count <= 1) return first;
  if (count === 2 && second) return `${first} and ${second}`;
  return `${first} and ${count - 1} ${plural(count - 1, 'other', 'others')}`;
}

const money = (cents: number | undefined, currency = 'USD') =>
  cents === undefined ? '' : new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

const day = (at: string | undefined) => (at ? new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(at)) : '');

type Words = (n: NotificationRow, who: string) => string;

/** Each kind's sentence, from the row (its subject and counts) and who did it. The one place these words live. */
const WORDS: Record<NotificationKind, Words> = {
  new_content: (n, who) => (n.events_count > 1 ? `${who} published ${n.events_count} new items` : `${who} published “${n.subject.title}”`),
  comment_reply: (n, who) => `${who} also commented on “${n.subject.title}”`,
  comment_liked: (n, who) => `${who} liked your comment on “${n.subject.title}”`,
  comment_on_content: (n, who) => `${who} commented on “${n.subject.title}”`,
  purchase_completed: (n) => `Your purchase of “${n.subject.title}” is complete (${money(n.subject.amountCents, n.subject.currency)})`,
  purchase_refunded: (n) => `${money(n.subject.amountCents, n.subject.currency)} was refunded to you: ${n.subject.title}`,
  subscription_renewed: (n) => `Your subscription to ${n.subject.title} renewed (${money(n.subject.amountCents, n.subject.currency)})`,
  subscription_renewing: (n) => `Your subscription to ${n.subject.title} renews on ${day(n.subject.at)} (${money(n.subject.amountCents, n.subject.currency)})`,
  subscription_failed: (n) => `Your subscription to ${n.subject.title} could not renew: update your payment before ${day(n.subject.at)} to keep it`,
  subscription_expired: (n) => `Your subscription to ${n.subject.title} has ended`,
  new_subscriber: (_n, who) => `${who} subscribed to you`,
  sale: (n, who) => (n.events_count > 1 ? `${who} bought “${n.subject.title}” (${n.events_count} sales)` : `${who} bought “${n.subject.title}”`),
  subscription_cancelled: (n, who) => `${who} cancelled their subscription: it ends on ${day(n.subject.at)}`,
  application_decided: (n) => n.subject.note ?? `Your creator application was decided`,
  report_decided: (n) => `Your report of “${n.subject.title}”: ${n.subject.note ?? 'handled'}`,
  tip_received: (n, who) => `${who} sent you a tip of ${money(n.subject.amountCents, n.subject.currency)}${n.subject.title ? `: “${n.subject.title}”` : ''}`,
  payout_sent: (n) => `A payout of ${money(n.subject.amountCents, n.subject.currency)} was sent (${n.subject.title})`,
};

export function notificationText(n: NotificationRow, names: string[]): string {
  return WORDS[n.kind](n, whoDidIt(names, n.actors_count));
}
