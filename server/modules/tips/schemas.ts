import { Type } from '@sinclair/typebox';
import { PagingQuery } from '../../http/paging';
import { Nullable, PerformerCardSchema } from '../catalogue/schemas';
import { StringEnum } from '../../http/string-enum';

// Tips' part of the API contract (TypeBox only: the web app imports these types).

/** Longest message a tip carries. */
export const TIP_MESSAGE_MAX = 500;

export const TipTargetSchema = Type.Object(
  {
    type: StringEnum(['video', 'gallery', 'creator_post']),
    id: Type.String({ format: 'uuid' }),
  },
  { additionalProperties: false },
);

/**
 * POST /payment/tip: a tip to a creator, in integer cents of the site's currency (`currency`, when sent, must be
 * it), from their page or one of their items (`on`). The limits are the tipMinCents and tipMaxCents settings.
 */
export const TipBody = Type.Object(
  {
    performerId: Type.String({ format: 'uuid' }),
    amountCents: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
    currency: Type.Optional(Type.String({ minLength: 3, maxLength: 3 })),
    message: Type.Optional(Type.String({ maxLength: TIP_MESSAGE_MAX * 4 })),
    on: Type.Optional(TipTargetSchema),
  },
  { additionalProperties: false },
);

/** A tip as its creator sees it in the Studio. */
export const ReceivedTipSchema = Type.Object({
  _id: Type.String(),
  amountCents: Type.Integer(),
  currency: Type.String(),
  message: Nullable(Type.String()),
  /** Who sent it ("Deleted user", with no username, once their account is gone). */
  fan: PerformerCardSchema,
  on: Nullable(TipTargetSchema),
  paidAt: Type.String({ format: 'date-time' }),
  refunded: Type.Boolean(),
});

export const ReceivedTipsQuery = Type.Object(PagingQuery);

/** GET /performer/tips: a page of tips, how many in all, and the total of those not refunded. */
export const ReceivedTipsSchema = Type.Object({
  data: Type.Array(ReceivedTipSchema),
  total: Type.Integer(),
  totalCents: Type.Integer(),
});
