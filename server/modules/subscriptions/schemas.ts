import { Type } from '@sinclair/typebox';
import { PagingQuery } from '../../http/paging';
import { Nullable, PerformerCardSchema } from '../catalogue/schemas';
import { CouponCodeSchema } from '../coupons/schemas';
import { StringEnum } from '../../http/string-enum';

// Subscriptions' part of the API contract (TypeBox only: the web app imports these types). Money is integer cents.

export const SubscriptionStatusSchema = StringEnum(['active', 'cancelled', 'past_due', 'expired']);

/** What the subscription was bought as (the package may have changed since: price and period are the subscription's). */
export const SubscribedPackageSchema = Type.Object({ _id: Type.String(), name: Type.String() });

export const SubscriptionSchema = Type.Object({
  _id: Type.String(),
  userId: Type.String(),
  /** null: the whole site. */
  performer: Nullable(PerformerCardSchema),
  package: Nullable(SubscribedPackageSchema),
  status: SubscriptionStatusSchema,
  /** Whether it unlocks subscriber-only content right now. */
  hasAccess: Type.Boolean(),
  price: Type.Integer(),
  currency: Type.String(),
  periodDays: Type.Integer(),
  recurring: Type.Boolean(),
  startedAt: Type.String(),
  currentPeriodEnd: Type.String(),
  /** When access ends if nothing else happens: the grace end while past due, else the period end; null once expired. */
  accessUntil: Nullable(Type.String()),
  /** When the next charge is due: the period end of an active recurring subscription, else null. */
  nextChargeAt: Nullable(Type.String()),
  graceUntil: Nullable(Type.String()),
  cancelledAt: Nullable(Type.String()),
  endedAt: Nullable(Type.String()),
  gateway: Nullable(Type.String()),
});

/** A performer's subscriber, as their subscribers page lists them. */
export const SubscriberSchema = Type.Composite([
  SubscriptionSchema,
  Type.Object({
    subscriber: Type.Object({ _id: Type.String(), name: Type.String(), username: Type.String(), avatar: Nullable(Type.String()) }),
    /** What this subscription has paid so far, less refunds (cents). */
    totalPaid: Type.Integer(),
  }),
]);

/** GET /subscriptions/current */
export const CurrentSubscriptionQuery = Type.Object({ performerId: Type.Optional(Type.String({ format: 'uuid' })) });
export const CurrentSubscriptionSchema = Type.Object({ subscription: Nullable(SubscriptionSchema) });

/** GET /subscriptions/user/search */
export const UserSubscriptionsQuery = Type.Object({ status: Type.Optional(SubscriptionStatusSchema), ...PagingQuery });
/** GET /subscriptions/performer/search (an admin may name the performer; otherwise the caller's own). */
export const PerformerSubscribersQuery = Type.Object({
  status: Type.Optional(SubscriptionStatusSchema),
  performerId: Type.Optional(Type.String({ format: 'uuid' })),
  ...PagingQuery,
});

export const SubscriptionIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
/** POST /subscriptions/cancel: the caller's subscription to this performer, or with none the site-wide one. */
export const CancelSubscriptionBody = Type.Object({ performerId: Type.Optional(Nullable(Type.String({ format: 'uuid' }))) }, { additionalProperties: false });

/** POST /payment/subscribe: answers a Purchase (order, transaction, paymentUrl) like every purchase route. */
export const SubscribeBody = Type.Object(
  {
    packageId: Type.String({ format: 'uuid' }),
    couponCode: Type.Optional(CouponCodeSchema),
  },
  { additionalProperties: false },
);
