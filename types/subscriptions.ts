import type { Static } from '@sinclair/typebox';
import type {
  CreatePackageBody as CreatePackageBodySchema,
  PackageSchema,
  PackageSearchQuery as PackageSearchQuerySchema,
  UpdatePackageBody as UpdatePackageBodySchema,
} from '../server/modules/packages/schemas';
import type {
  CurrentSubscriptionSchema,
  PerformerSubscribersQuery as PerformerSubscribersQuerySchema,
  SubscribeBody as SubscribeBodySchema,
  SubscriberSchema,
  SubscriptionSchema,
  SubscriptionStatusSchema,
  UserSubscriptionsQuery as UserSubscriptionsQuerySchema,
} from '../server/modules/subscriptions/schemas';

// Subscriptions' requests and answers, from the server's schemas. Money is integer cents.

/** GET /package/subscription/search: a performer's or the whole site's offer (performerId null). */
export type SubscriptionPackage = Static<typeof PackageSchema>;
export type PackageSearchQuery = Static<typeof PackageSearchQuerySchema>;
/** POST /package/subscription */
export type CreatePackageBody = Static<typeof CreatePackageBodySchema>;
/** PUT /package/subscription/:id */
export type UpdatePackageBody = Static<typeof UpdatePackageBodySchema>;

export type SubscriptionStatus = Static<typeof SubscriptionStatusSchema>;
export type Subscription = Static<typeof SubscriptionSchema>;
/** GET /subscriptions/current?performerId= */
export type CurrentSubscription = Static<typeof CurrentSubscriptionSchema>;
export type UserSubscriptionsQuery = Static<typeof UserSubscriptionsQuerySchema>;
/** GET /subscriptions/performer/search: a performer's subscribers. */
export type Subscriber = Static<typeof SubscriberSchema>;
export type PerformerSubscribersQuery = Static<typeof PerformerSubscribersQuerySchema>;
/** POST /payment/subscribe: answers a Purchase (types/checkout). */
export type SubscribeBody = Static<typeof SubscribeBodySchema>;
