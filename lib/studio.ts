import type { Publication } from '../server/modules/catalogue/schemas';
import type { DeliveryStatus } from '../types/checkout';
import type { EarningSource } from '../types/earnings';
import type { SubscriptionStatus } from '../types/subscriptions';
import type { FilterSelect } from '../components/common/listing-filters';
import { ASSET_SORTS, type Option } from './catalogue';
import { formatCount, formatLocalDateTime } from './format';
import { countOf } from './plural';
import { DELIVERY_STATUSES, ORDER_STATUS_OPTIONS, type StatusLook } from './purchases';
import { SELLABLE_LABELS } from './sellable-kinds';

export type { Publication };

// The words and colours of what the performer's Studio shows (its pages: lib/studio-routes.ts).

const optionsOf = (labels: Record<string, string | StatusLook>): Option[] =>
  Object.entries(labels).map(([value, look]) => ({ value, label: typeof look === 'string' ? look : look.label }));

export const EARNING_SOURCES: Record<EarningSource, string> = SELLABLE_LABELS;
export const EARNING_SOURCE_OPTIONS = optionsOf(EARNING_SOURCES);
export const PAID_OPTIONS: Option[] = [
  { value: 'true', label: 'Paid out' },
  { value: 'false', label: 'Not paid out yet' },
];

export const SUBSCRIPTION_STATUSES: Record<SubscriptionStatus, StatusLook> = {
  active: { label: 'Active', color: 'green' },
  cancelled: { label: 'Cancelled', color: 'gold' },
  past_due: { label: 'Payment failed', color: 'red' },
  expired: { label: 'Expired', color: 'default' },
};
export const SUBSCRIPTION_STATUS_OPTIONS = optionsOf(SUBSCRIPTION_STATUSES);

/** Where an own item stands (the server's publication field), in the Studio's words. */
export const PUBLICATIONS: Record<Publication, StatusLook> = {
  live: { label: 'Live', color: 'green' },
  scheduled: { label: 'Scheduled', color: 'blue' },
  draft: { label: 'Draft', color: 'gold' },
  inactive: { label: 'Hidden', color: 'default' },
};
/** The Studio lists' status filter: the server's own-listing filter takes each publication. */
export const ASSET_STATUS_OPTIONS = optionsOf(PUBLICATIONS);
/** An unknown value still shows, in its own words. */
export const assetStatus = (publication: string): StatusLook => PUBLICATIONS[publication as Publication] ?? { label: publication, color: 'default' };

/** "Scheduled for 28 Nov, 18:00" (the performer's time zone) for a scheduled item; else nothing. */
export function scheduledFor(item: { publication: Publication; publishedAt: string | null }, timeZone?: string): string | null {
  return item.publication === 'scheduled' && item.publishedAt ? `Scheduled for ${formatLocalDateTime(item.publishedAt, timeZone)}` : null;
}

/** What an editor's header says an item has done: views, likes, comments, sales and the gross it earned. */
export function itemFigures(
  item: { stats: { views: number; likes: number; comments: number }; salesCount: number; revenue: number },
  money: (cents: number) => string,
): string[] {
  const { stats } = item;
  return [
    `${formatCount(stats.views)} views`,
    `${formatCount(stats.likes)} likes`,
    `${formatCount(stats.comments)} comments`,
    countOf(item.salesCount, 'sales'),
    `${money(item.revenue)} earned`,
  ];
}

/** The delivery steps a seller sets (refunds come from the payment, not from here). */
export const DELIVERY_STEPS: { value: DeliveryStatus; label: string }[] = [
  { value: 'processing', label: 'Processing' },
  { value: 'shipping', label: 'Shipped' },
  { value: 'delivered', label: 'Delivered' },
];

/** A Studio list's orders: the catalogue's, and by what the items sold (units, or gross revenue). */
export const OWN_ASSET_SORTS: Option[] = [...ASSET_SORTS, { value: 'mostSold', label: 'Most sold' }, { value: 'topEarning', label: 'Top earning' }];

/** The query words each Studio list keeps in its URL. */
export const SUBSCRIBER_FILTERS = [{ key: 'status', options: SUBSCRIPTION_STATUS_OPTIONS }] as const;
export const ASSET_FILTERS = [{ key: 'q' }, { key: 'status', options: ASSET_STATUS_OPTIONS }, { key: 'sortBy', options: OWN_ASSET_SORTS }] as const;

/** What an empty Studio list says: why it is empty when it is filtered, else `none` (how to make the first). */
export function emptyOwnListText(filters: { q?: string; status?: string }, noun: string, none: string): string {
  if (filters.q) return `No ${noun} match “${filters.q}”${filters.status ? ' with this status' : ''}.`;
  return filters.status ? `No ${noun} have this status.` : none;
}

/** A Studio list's selects (videos, galleries, products): its status and its order ("newest": newest made). */
export function ownItemSelects(noun: string): FilterSelect[] {
  return [
    { name: 'status', label: `${noun} status`, options: ASSET_STATUS_OPTIONS, placeholder: 'All statuses', clearable: true },
    { name: 'sortBy', label: 'Order', options: OWN_ASSET_SORTS, placeholder: 'Newest' },
  ];
}
export const DELIVERY_STATUS_OPTIONS = optionsOf(DELIVERY_STATUSES);
export const SOLD_LINE_FILTERS = [
  { key: 'status', options: ORDER_STATUS_OPTIONS },
  { key: 'deliveryStatus', options: DELIVERY_STATUS_OPTIONS },
] as const;

export const PERIOD_PRESETS = [
  { days: 30, label: 'Monthly' },
  { days: 365, label: 'Yearly' },
] as const;

/** "monthly", "yearly", or "every 90 days". */
export function periodLabel(days: number): string {
  const preset = PERIOD_PRESETS.find((p) => p.days === days);
  if (preset) return preset.label.toLowerCase();
  return days === 1 ? 'every day' : `every ${days} days`;
}
