import type { ServiceOptions } from '../lib/request-options';
import type { CreatePackageBody, PackageSearchQuery, SubscriptionPackage, UpdatePackageBody } from '../types/subscriptions';
import { to } from './endpoint';
import { getList, send } from './fetch-helpers';

const SEARCH = 'GET /package/subscription/search';
const CREATE = 'POST /package/subscription';
const UPDATE = 'PUT /package/subscription/:id';
const DEACTIVATE = 'DELETE /package/subscription/:id';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { SEARCH, CREATE, UPDATE, DEACTIVATE };

export const performerPackagesService = {
  /** GET /package/subscription/search: with the owner's performerId and no `active`, their inactive packages too. */
  search: (query: PackageSearchQuery = {}, options?: ServiceOptions) => getList<SubscriptionPackage>(to(SEARCH), query, options),
  create: async (body: CreatePackageBody) => (await send<SubscriptionPackage>(to(CREATE), { body })).data,
  /** A new price applies to new subscriptions only: running ones keep theirs. */
  update: async (id: string, body: UpdatePackageBody) => (await send<SubscriptionPackage>(to(UPDATE, { id }), { body })).data,
  /** Deactivates the package: nobody new can subscribe to it; running subscriptions go on. */
  deactivate: async (id: string) => (await send<SubscriptionPackage>(to(DEACTIVATE, { id }))).data,
};
