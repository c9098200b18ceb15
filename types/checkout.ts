import type { Static } from '@sinclair/typebox';
import type { AppliedCouponSchema } from '../server/modules/coupons/schemas';
import type {
  BuyerOrdersQuery as BuyerOrdersQuerySchema,
  DeliveryStatusSchema,
  OrderLineSchema,
  OrderSchema,
  OrderStatusSchema,
  ShippingSchema,
} from '../server/modules/orders/schemas';
import type {
  PurchaseAssetBody as PurchaseAssetBodySchema,
  PurchaseProductsBody as PurchaseProductsBodySchema,
  PurchaseSchema,
  SandboxDecisionSchema,
  TransactionSchema,
  TransactionStatusSchema,
  TransactionTypeSchema,
  TransactionViewSchema,
  UserTransactionsQuery as UserTransactionsQuerySchema,
} from '../server/modules/payments/schemas';

// Checkout's requests and answers, from the server's schemas. Money in them is integer cents (999 is 9.99).

/** POST /coupons/:code/apply-coupon. `discount` is a fraction: 0.1 is 10 % off. */
export type AppliedCoupon = Static<typeof AppliedCouponSchema>;
/** Where a physical order goes; asked for when any line of the cart is physical. */
export type ShippingDetails = Static<typeof ShippingSchema>;
/** POST /payment/purchase-products. Prices, discounts and totals are the server's: none is sent. */
export type PurchaseProductsBody = Static<typeof PurchaseProductsBodySchema>;
export type PurchaseLine = PurchaseProductsBody['products'][number];
/** POST /payment/purchase-video/:id and /payment/purchase-gallery/:id */
export type PurchaseAssetBody = Static<typeof PurchaseAssetBodySchema>;

export type OrderStatus = Static<typeof OrderStatusSchema>;
export type TransactionStatus = Static<typeof TransactionStatusSchema>;
export type TransactionType = Static<typeof TransactionTypeSchema>;
/** Where a physical line's delivery is (null until its seller says). */
export type DeliveryStatus = Static<typeof DeliveryStatusSchema>;
export type OrderLine = Static<typeof OrderLineSchema>;
export type Order = Static<typeof OrderSchema>;
export type Transaction = Static<typeof TransactionSchema>;
/** Both purchase routes: the created order, its pending transaction, and where the buyer pays. */
export type CheckoutResult = Static<typeof PurchaseSchema>;
/** GET /payment/sandbox/:transactionId and GET /payment/transactions/:id: a transaction and its order. */
export type SandboxPayment = Static<typeof TransactionViewSchema>;
/** POST /payment/sandbox/:transactionId/approve or /decline, once the webhook they caused was handled. */
export type SandboxDecision = Static<typeof SandboxDecisionSchema>;

/** GET /orders/users/search: the caller's orders, newest first, optionally of one status. */
export type BuyerOrdersQuery = Static<typeof BuyerOrdersQuerySchema>;
/** GET /transactions/user/search: the caller's transactions, optionally of one status and type. */
export type UserTransactionsQuery = Static<typeof UserTransactionsQuerySchema>;
