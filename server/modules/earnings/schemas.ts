import { Type } from '@sinclair/typebox';
import { PagingQuery } from '../../http/paging';
import { Nullable } from '../catalogue/schemas';
import { BuyerSchema, LineObjectTypeSchema } from '../orders/schemas';
import { StringEnum } from '../../http/string-enum';

// Earnings' part of the API contract (TypeBox only: the web app imports these types). Money is integer cents.

/** What an earning came from: a video, gallery or product sale, or a subscription period (new or renewed). */
export const EarningSourceSchema = LineObjectTypeSchema;

export const EarningSchema = Type.Object({
  _id: Type.String(),
  performerId: Type.String(),
  sourceType: EarningSourceSchema,
  sourceId: Type.String(),
  /** The item's or package's name when it was sold. */
  name: Type.String(),
  quantity: Type.Integer(),
  orderId: Type.String(),
  orderNumber: Type.Integer(),
  transactionId: Type.String(),
  buyer: BuyerSchema,
  grossPrice: Type.Integer(),
  /** The site's share: a fraction (0.2 is 20 %). */
  commissionRate: Type.Number(),
  commission: Type.Integer(),
  netPrice: Type.Integer(),
  /** 'reversed': refunded, charged back or voided; it counts in no total. */
  status: StringEnum(['earned', 'reversed']),
  isPaid: Type.Boolean(),
  paidAt: Nullable(Type.String()),
  createdAt: Type.String(),
  reversedAt: Nullable(Type.String()),
});

const DateBound = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}(T[0-9:.]+(Z|[+-]\\d{2}:\\d{2})?)?$', maxLength: 40 });

/** The filters every earnings read takes. Dates are inclusive days (YYYY-MM-DD, UTC) or instants. */
export const EarningFilters = {
  fromDate: Type.Optional(DateBound),
  toDate: Type.Optional(DateBound),
  sourceType: Type.Optional(EarningSourceSchema),
  isPaid: Type.Optional(StringEnum(['true', 'false'])),
  status: Type.Optional(StringEnum(['earned', 'reversed'])),
  /** An admin's choice of one performer (without it, everyone's); a performer may name only themselves (else 403). */
  performerId: Type.Optional(Type.String({ format: 'uuid' })),
};

/** GET /earning/performer/search: newest first. */
export const EarningSearchQuery = Type.Object({ ...EarningFilters, ...PagingQuery });

/** GET /earning/performer/stats: totals of earned (not reversed) earnings matching the filters. */
export const EarningStatsQuery = Type.Object({ ...EarningFilters });
export const EarningStatsSchema = Type.Object({
  totalGrossPrice: Type.Integer(),
  totalCommission: Type.Integer(),
  totalNetPrice: Type.Integer(),
  /**
   * Net paid out to the performer (refunded after the payout included: that money reached them), and still to be:
   * totalNetPrice - paidPrice, below zero when refunds after a payout mean the performer owes it back.
   */
  paidPrice: Type.Integer(),
  unpaidPrice: Type.Integer(),
  count: Type.Integer(),
  currency: Type.String(),
});

/** GET /earning/performer/timeline: net earnings per day, week (from Monday) or month, oldest first, empty periods included. */
export const EarningTimelineQuery = Type.Object({
  ...EarningFilters,
  groupBy: Type.Optional(StringEnum(['day', 'week', 'month'])),
});
export const EarningTimelineSchema = Type.Object({
  groupBy: StringEnum(['day', 'week', 'month']),
  currency: Type.String(),
  points: Type.Array(
    Type.Object({
      /** The period's first day, YYYY-MM-DD (UTC). */
      period: Type.String(),
      grossPrice: Type.Integer(),
      netPrice: Type.Integer(),
      count: Type.Integer(),
    }),
  ),
});

/** What a performer's own item (video, gallery or product) has sold: kept (not reversed) earnings only. */
export const SalesFields = {
  /** Units sold: a video's or gallery's purchases, a product's items. */
  salesCount: Type.Integer(),
  /** Their gross price, in cents (before the site's commission). */
  revenue: Type.Integer(),
};
