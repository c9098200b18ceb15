/*
 * Checkout's answers as the browser reads them. INTERIM: the server's TypeBox schemas for coupons, payments
 * and transactions are being written beside this (issue 10); once they land, each type here becomes a
 * `Static<typeof ...Schema>` import from server/modules/<coupons|payments|transactions>/schemas, as the other
 * files of types/ do, and the fields below are checked against them by the type checker.
 */

/** POST /coupons/:code/apply-coupon. `discount` is a fraction: 0.1 is 10 % off. */
export interface AppliedCoupon {
  code: string;
  discount: number;
  expiredDate: string;
  numberOfUses: number;
}

/** Where a physical order goes; asked for when any line of the cart is physical. */
export interface ShippingDetails {
  name: string;
  address: string;
  phone: string;
  postalCode: string;
}

export interface PurchaseLine {
  _id: string;
  quantity: number;
}

/** POST /payment/purchase-products. Prices, discounts and totals are the server's: none is sent. */
export interface PurchaseProductsBody {
  products: PurchaseLine[];
  couponCode?: string;
  shipping?: ShippingDetails;
}

/** POST /payment/purchase-video/:id */
export interface PurchaseVideoBody {
  couponCode?: string;
}

export type TransactionStatus = 'pending' | 'success' | 'failed' | 'expired' | 'refunded' | 'chargeback' | 'voided';

/** What an order line is: the thing a buyer bought, to link back to. */
export interface PurchasedItem {
  objectType: 'video' | 'gallery' | 'product';
  objectId: string;
  name: string;
  quantity?: number;
  total?: number;
}

export interface CheckoutOrder {
  _id: string;
  status: string;
  total: number;
  lines?: PurchasedItem[];
}

export interface CheckoutTransaction {
  _id: string;
  status: TransactionStatus;
  amount: number;
  gateway?: string;
}

/** Both purchase routes: the created order, its pending transaction, and where the buyer pays. */
export interface CheckoutResult {
  order: CheckoutOrder;
  transaction: CheckoutTransaction;
  paymentUrl: string;
}

/** GET /transactions/user/search: one of the caller's transactions and what it paid for. */
export interface UserTransaction extends CheckoutTransaction {
  type?: string;
  createdAt?: string;
  orderId?: string;
  items?: PurchasedItem[];
}

/** GET /payment/sandbox/:transactionId: the pending payment the sandbox gateway shows its buyer. */
export interface SandboxPayment {
  transaction: CheckoutTransaction;
  order: CheckoutOrder;
}
