import { Type } from '@sinclair/typebox';
import { PagingQuery } from '../../http/paging';
import { Nullable } from '../catalogue/schemas';
import { ORDER_KINDS, SELLABLE_KIND_NAMES } from '../../../lib/sellable-kinds';
import { StringEnum } from '../../http/string-enum';

// The orders module's part of the API contract (TypeBox only: the web app imports these types).
// Money is integer cents: 999 is 9.99 in the site's currency.

export const OrderStatusSchema = StringEnum(['created', 'paid', 'failed', 'cancelled', 'refunded', 'chargeback', 'voided']);
export const DeliveryStatusSchema = StringEnum(['processing', 'shipping', 'delivered', 'refunded']);
/** What a seller may say of a delivery: where it is. "refunded" is only ever the result of a refund. */
export const SellerDeliveryStatusSchema = StringEnum(['processing', 'shipping', 'delivered']);
export const OrderKindSchema = StringEnum(ORDER_KINDS);
export const ObjectTypeSchema = StringEnum(['video', 'gallery', 'creator_post', 'product']);
/**
 * What an order line is for (lib/sellable-kinds.ts): an item bought for good (objectId the item; a paid message
 * unlocked), a subscription package's period ('subscription', objectId the package), a seller's shipping, a tip.
 */
export const LineObjectTypeSchema = StringEnum(SELLABLE_KIND_NAMES);

export const ShippingSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  address: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }),
  phone: Type.String({ minLength: 3, maxLength: 40, pattern: '^[0-9+()\\-. ]+$' }),
  postalCode: Type.String({ minLength: 1, maxLength: 20, pattern: '\\S' }),
  city: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  /** ISO 3166-1 alpha-2 ("US"), either case. */
  country: Type.String({ minLength: 2, maxLength: 2, pattern: '^[A-Za-z]{2}$' }),
});

/** Who bought a line: shown to its seller and to admins. */
export const BuyerSchema = Type.Object({ _id: Type.String(), name: Type.String(), username: Type.String() });

export const OrderLineSchema = Type.Object({
  _id: Type.String(),
  orderId: Type.String(),
  orderNumber: Type.Integer(),
  orderStatus: OrderStatusSchema,
  /** null: the site's own subscription package. */
  performerId: Nullable(Type.String()),
  performerName: Nullable(Type.String()),
  objectType: LineObjectTypeSchema,
  objectId: Type.String(),
  productType: Nullable(StringEnum(['physical', 'digital'])),
  name: Type.String(),
  image: Nullable(Type.String()),
  unitPrice: Type.Integer(),
  quantity: Type.Integer(),
  discount: Type.Integer(),
  total: Type.Integer(),
  deliveryStatus: Nullable(DeliveryStatusSchema),
  shippingCode: Nullable(Type.String()),
  createdAt: Type.String(),
  buyer: Type.Optional(BuyerSchema),
});

export const OrderSchema = Type.Object({
  _id: Type.String(),
  number: Type.Integer(),
  kind: OrderKindSchema,
  status: OrderStatusSchema,
  statusReason: Nullable(Type.String()),
  /** Where its buyer pays it, while it awaits payment ("Pay now"); null otherwise. */
  paymentUrl: Nullable(Type.String()),
  currency: Type.String(),
  subtotal: Type.Integer(),
  discount: Type.Integer(),
  total: Type.Integer(),
  couponCode: Nullable(Type.String()),
  shipping: Nullable(ShippingSchema),
  createdAt: Type.String(),
  paidAt: Nullable(Type.String()),
  lines: Type.Array(OrderLineSchema),
});

const DateQuery = Type.String({ format: 'date-time' });

/** GET /orders/users/search */
export const BuyerOrdersQuery = Type.Object({ status: Type.Optional(OrderStatusSchema), ...PagingQuery });
/** GET /orders/users/details/search */
export const BuyerLinesQuery = Type.Object({
  status: Type.Optional(OrderStatusSchema),
  deliveryStatus: Type.Optional(DeliveryStatusSchema),
  ...PagingQuery,
});
/** GET /orders/details/search: a performer's sold lines (an admin's: everyone's). */
export const SoldLinesQuery = Type.Object({
  status: Type.Optional(OrderStatusSchema),
  deliveryStatus: Type.Optional(DeliveryStatusSchema),
  fromDate: Type.Optional(DateQuery),
  toDate: Type.Optional(DateQuery),
  productId: Type.Optional(Type.String({ format: 'uuid' })),
  ...PagingQuery,
});

export const OrderIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** PUT /orders/:id/update (a line id) */
export const DeliveryUpdateBody = Type.Object(
  {
    deliveryStatus: SellerDeliveryStatusSchema,
    shippingCode: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9 _./#-]+$' })),
  },
  { additionalProperties: false },
);
