import type { DeliveryStatus } from '../types/checkout';
import type { EarningSource } from '../types/earnings';
import type { SubscriptionStatus } from '../types/subscriptions';
import type { Option } from './catalogue';
import { DELIVERY_STATUSES, ORDER_STATUS_OPTIONS, type StatusLook } from './purchases';

// The words and colours of what the performer's Studio shows (its pages: lib/studio-routes.ts).

const optionsOf = (labels: Record<string, string | StatusLook>): Option[] =>
  Object.entries(labels).map(([value, look]) => ({ value, label: typeof look === 'string' ? look : look.label }));

export const EARNING_SOURCES: Record<EarningSource, string> = {
  video: 'Video',
  gallery: 'Gallery',
  product: 'Product',
  subscription: 'Subscription',
  shipping: 'Shipping',
};
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

export const ASSET_STATUSES: Record<string, StatusLook> = {
  active: { label: 'Live', color: 'green' },
  draft: { label: 'Draft', color: 'gold' },
  inactive: { label: 'Hidden', color: 'default' },
};
export const ASSET_STATUS_OPTIONS = optionsOf(ASSET_STATUSES);
/** An unknown status still shows, in its own words. */
export const assetStatus = (status: string): StatusLook => ASSET_STATUSES[status] ?? { label: status, color: 'default' };

/** The delivery steps a seller sets (refunds come from the payment, not from here). */
export const DELIVERY_STEPS: { value: DeliveryStatus; label: string }[] = [
  { value: 'processing', label: 'Processing' },
  { value: 'shipping', label: 'Shipped' },
  { value: 'delivered', label: 'Delivered' },
];

/** The query words each Studio list keeps in its URL. */
export const SUBSCRIBER_FILTERS = [{ key: 'status', options: SUBSCRIPTION_STATUS_OPTIONS }] as const;
export const ASSET_FILTERS = [{ key: 'status', options: ASSET_STATUS_OPTIONS }] as const;
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
