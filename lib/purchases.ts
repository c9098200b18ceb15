import type { DeliveryStatus, Order, OrderStatus, Transaction, TransactionStatus, TransactionType } from '../types/checkout';
import type { Option } from './catalogue';
import { PAGE_ROUTES } from './constants';
import { TRANSACTION_LABELS } from './sellable-kinds';

// The buyer's pages' words for the statuses the API answers, each with the colour of its tag.

export interface StatusLook {
  label: string;
  /** A LightTag preset. */
  color: 'default' | 'green' | 'red' | 'orange' | 'blue' | 'purple' | 'gold';
}

/** The outcomes an order and its transaction share: a payment that failed, or money that went back. */
const UNDONE = {
  failed: { label: 'Failed', color: 'red' },
  refunded: { label: 'Refunded', color: 'purple' },
  chargeback: { label: 'Charged back', color: 'red' },
  voided: { label: 'Voided', color: 'default' },
} as const satisfies Record<string, StatusLook>;

export const ORDER_STATUSES: Record<OrderStatus, StatusLook> = {
  created: { label: 'Awaiting payment', color: 'gold' },
  paid: { label: 'Paid', color: 'green' },
  cancelled: { label: 'Cancelled', color: 'default' },
  ...UNDONE,
};

export const TRANSACTION_STATUSES: Record<TransactionStatus, StatusLook> = {
  pending: { label: 'Pending', color: 'gold' },
  success: { label: 'Succeeded', color: 'green' },
  expired: { label: 'Expired', color: 'default' },
  cancelled: { label: 'Cancelled', color: 'default' },
  ...UNDONE,
};

export const DELIVERY_STATUSES: Record<DeliveryStatus, StatusLook> = {
  processing: { label: 'Processing', color: 'blue' },
  shipping: { label: 'Shipped', color: 'orange' },
  delivered: { label: 'Delivered', color: 'green' },
  refunded: { label: 'Refunded', color: 'purple' },
};

export const TRANSACTION_TYPES: Record<TransactionType, string> = TRANSACTION_LABELS;

export const GATEWAYS: Record<Transaction['gateway'], string> = {
  sandbox: 'Sandbox',
  ccbill: 'CCBill',
  free: 'Free (coupon)',
};

const optionsOf = <K extends string>(labels: Record<K, string | StatusLook>): Option[] =>
  (Object.keys(labels) as K[]).map((value) => {
    const look = labels[value];
    return { value, label: typeof look === 'string' ? look : look.label };
  });

export const ORDER_STATUS_OPTIONS = optionsOf(ORDER_STATUSES);
export const TRANSACTION_STATUS_OPTIONS = optionsOf(TRANSACTION_STATUSES);
export const TRANSACTION_TYPE_OPTIONS = optionsOf(TRANSACTION_TYPES);

/** The query words /user/orders keeps in its URL. */
export const ORDER_FILTERS = [{ key: 'status', options: ORDER_STATUS_OPTIONS }] as const;
/** The query words /user/transactions keeps in its URL. */
export const TRANSACTION_FILTERS = [
  { key: 'status', options: TRANSACTION_STATUS_OPTIONS },
  { key: 'type', options: TRANSACTION_TYPE_OPTIONS },
] as const;

/** An order's page. */
export const orderPath = (id: string) => `${PAGE_ROUTES.orders}/${encodeURIComponent(id)}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Order ids are UUIDs: anything else in /user/orders/[id] names no order (the API would answer 400). */
export const isOrderId = (id: string) => UUID.test(id);

/**
 * An order with its open payment's address: the API gives `paymentUrl` to the order's buyer while it awaits
 * payment (null otherwise).
 */
export type PayableOrder = Order & { paymentUrl?: string | null };

/** Whether the buyer may still pay or cancel this order: it awaits payment. */
export const awaitsPayment = (order: Pick<Order, 'status'>) => order.status === 'created';

/** Where "Pay now" goes: the order's open payment, while it awaits payment; null otherwise. */
export const openPaymentOf = (order: PayableOrder): string | null => (awaitsPayment(order) && order.paymentUrl ? order.paymentUrl : null);
