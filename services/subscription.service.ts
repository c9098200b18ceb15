import type { ServiceOptions } from '../lib/request-options';
import type { CheckoutResult } from '../types/checkout';
import type { CurrentSubscription, PackageSearchQuery, SubscribeBody, Subscription, SubscriptionPackage, UserSubscriptionsQuery } from '../types/subscriptions';
import { to } from './endpoint';
import { getList, getOne, send } from './fetch-helpers';

const PACKAGES = 'GET /package/subscription/search';
const SUBSCRIBE = 'POST /payment/subscribe';
const CURRENT = 'GET /subscriptions/current';
const USER_SUBSCRIPTIONS = 'GET /subscriptions/user/search';
const CANCEL = 'POST /subscriptions/cancel/:id';
const RESUME = 'POST /subscriptions/:id/resume';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { PACKAGES, SUBSCRIBE, CURRENT, USER_SUBSCRIPTIONS, CANCEL, RESUME };

export const subscriptionService = {
  /** GET /package/subscription/search: a performer's packages or the site's (siteWide 'true'), cheapest first. */
  packages: (query: PackageSearchQuery, options?: ServiceOptions) => getList<SubscriptionPackage>(to(PACKAGES), query, options),
  /** POST /payment/subscribe: the order of one period of the package, and where to pay it. */
  subscribe: async (body: SubscribeBody) => (await send<CheckoutResult>(to(SUBSCRIBE), { body })).data,
  /** GET /subscriptions/current: the caller's subscription giving access to the performer (none: the site-wide one), or null. */
  current: (performerId: string | null, options?: ServiceOptions) => getOne<CurrentSubscription>(to(CURRENT), options, performerId ? { performerId } : {}),
  /** GET /subscriptions/user/search: the caller's subscriptions. */
  search: (query: UserSubscriptionsQuery = {}, options?: ServiceOptions) => getList<Subscription>(to(USER_SUBSCRIPTIONS), query, options),
  /** POST /subscriptions/cancel/:id: no renewal; access lasts to the period end. Answers the subscription as it is now. */
  cancel: async (id: string) => (await send<Subscription>(to(CANCEL, { id }))).data,
  /** POST /subscriptions/:id/resume: a cancelled subscription whose period lasts is active again, renewing as before. */
  resume: async (id: string) => (await send<Subscription>(to(RESUME, { id }))).data,
};
