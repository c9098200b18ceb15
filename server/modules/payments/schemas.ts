import { Type } from '@sinclair/typebox';
import { PagingQuery } from '../../http/paging';
import { Nullable } from '../catalogue/schemas';
import { CouponCodeSchema } from '../coupons/schemas';
import { BuyerSchema, OrderSchema, ShippingSchema } from '../orders/schemas';
import { TRANSACTION_TYPES } from '../../../lib/sellable-kinds';
import { StringEnum } from '../../http/string-enum';

// The payments module's part of the API contract (TypeBox only: the web app imports these types).
// Money is integer cents: 999 is 9.99 in the site's currency.

export const TransactionStatusSchema = StringEnum(['pending', 'success', 'failed', 'expired', 'cancelled', 'refunded', 'chargeback', 'voided']);
export const TransactionTypeSchema = StringEnum(TRANSACTION_TYPES);
export const GatewaySchema = StringEnum(['sandbox', 'ccbill', 'free']);

export const TransactionSchema = Type.Object({
  _id: Type.String(),
  orderId: Type.String(),
  orderNumber: Type.Integer(),
  type: TransactionTypeSchema,
  gateway: GatewaySchema,
  status: TransactionStatusSchema,
  amount: Type.Integer(),
  /** Cents given back of it so far (partial refunds; the whole amount once refunded). */
  refunded: Type.Integer(),
  currency: Type.String(),
  /** What it paid for: "Order #12: Tour shirt x 2, Photo ebook". */
  description: Type.String(),
  createdAt: Type.String(),
  settledAt: Nullable(Type.String()),
  /** Admins' list only. */
  buyer: Type.Optional(BuyerSchema),
});

/** What both purchase routes answer: where to send the buyer to pay. */
export const PurchaseSchema = Type.Object({ order: OrderSchema, transaction: TransactionSchema, paymentUrl: Type.String() });

export const PurchaseProductsBody = Type.Object({
  products: Type.Array(Type.Object({ _id: Type.String({ minLength: 1, maxLength: 100 }), quantity: Type.Integer({ minimum: 1, maximum: 1000 }) }), {
    minItems: 1,
    maxItems: 50,
  }),
  couponCode: Type.Optional(CouponCodeSchema),
  shipping: Type.Optional(ShippingSchema),
});
/** POST /payment/purchase-video/:id and /payment/purchase-gallery/:id */
export const PurchaseAssetBody = Type.Object({ couponCode: Type.Optional(CouponCodeSchema) });

export const TransactionIdParams = Type.Object({ transactionId: Type.String({ format: 'uuid' }) });
export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** GET /payment/transactions/:id and GET /payment/sandbox/:transactionId: a transaction and its order. */
export const TransactionViewSchema = Type.Object({ transaction: TransactionSchema, order: OrderSchema });
/** What the sandbox's Approve and Decline answer, once the webhook they caused has been handled. */
export const SandboxDecisionSchema = Type.Object({ transaction: TransactionSchema, orderStatus: Type.String() });

export const WebhookParams = Type.Object({ gateway: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9-]+$' }) });
export const WebhookAnswerSchema = Type.Object({ outcomes: Type.Array(Type.String()) });

const DateQuery = Type.String({ format: 'date-time' });
/** GET /transactions/user/search */
export const UserTransactionsQuery = Type.Object({
  status: Type.Optional(TransactionStatusSchema),
  type: Type.Optional(TransactionTypeSchema),
  ...PagingQuery,
});
/** GET /payment/transactions */
export const TransactionsQuery = Type.Object({
  status: Type.Optional(TransactionStatusSchema),
  gateway: Type.Optional(GatewaySchema),
  fromDate: Type.Optional(DateQuery),
  toDate: Type.Optional(DateQuery),
  ...PagingQuery,
});

/** POST /payment/transactions/:id/refund: the lines to refund (a subscription line: its period); none: the whole payment. */
export const RefundBody = Type.Object(
  { lineIds: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 100 })) },
  { additionalProperties: false },
);
