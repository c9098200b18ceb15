/*
 * Checkout's requests and answers as the browser uses them. INTERIM: they follow, field for field, the
 * schemas the server side of issue 10 is writing (server/modules/{coupons,orders,payments}/schemas.ts, not
 * on this branch yet); once those land, each type here becomes a `Static<typeof ...Schema>` import, as in the
 * other files of types/, and the type checker holds the two sides together.
 *
 * Money in these answers is integer cents (999 is 9.99), unlike the catalogue's prices (9.99): see lib/money.ts.
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

export type OrderStatus = 'created' | 'paid' | 'failed' | 'cancelled' | 'refunded' | 'chargeback' | 'voided';
export type TransactionStatus = 'pending' | 'success' | 'failed' | 'expired' | 'refunded' | 'chargeback' | 'voided';

/** One line of an order: what was bought (to link back to), and its money in cents. */
export interface OrderLine {
  _id: string;
  orderId: string;
  orderNumber: number;
  orderStatus: OrderStatus;
  performerId: string;
  performerName: string | null;
  objectType: 'video' | 'gallery' | 'product';
  objectId: string;
  productType: 'physical' | 'digital' | null;
  name: string;
  image: string | null;
  unitPrice: number;
  quantity: number;
  discount: number;
  total: number;
  deliveryStatus: 'processing' | 'shipping' | 'delivered' | 'refunded' | null;
  shippingCode: string | null;
  createdAt: string;
}

export interface Order {
  _id: string;
  number: number;
  kind: 'video' | 'products';
  status: OrderStatus;
  statusReason: string | null;
  currency: string;
  subtotal: number;
  discount: number;
  total: number;
  couponCode: string | null;
  shipping: ShippingDetails | null;
  createdAt: string;
  paidAt: string | null;
  lines: OrderLine[];
}

export interface Transaction {
  _id: string;
  orderId: string;
  orderNumber: number;
  type: 'video_purchase' | 'product_purchase';
  gateway: 'sandbox' | 'ccbill' | 'free';
  status: TransactionStatus;
  amount: number;
  currency: string;
  /** What it paid for: "Order #12: Tour shirt x 2, Photo ebook". */
  description: string;
  createdAt: string;
  settledAt: string | null;
}

/** Both purchase routes: the created order, its pending transaction, and where the buyer pays. */
export interface CheckoutResult {
  order: Order;
  transaction: Transaction;
  paymentUrl: string;
}

/** GET /payment/sandbox/:transactionId: the pending payment the sandbox gateway shows its buyer. */
export interface SandboxPayment {
  transaction: Transaction;
  order: Order;
}

/** POST /payment/sandbox/:transactionId/approve or /decline, once the webhook they caused was handled. */
export interface SandboxDecision {
  transaction: Transaction;
  orderStatus: string;
}
