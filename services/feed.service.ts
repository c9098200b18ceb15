import type { ServiceOptions } from '../lib/request-options';
import type { FeedPage, FeedQuery } from '../types/feed';
import { to } from './endpoint';
import { getOne } from './fetch-helpers';

const FEED = 'GET /feed';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { FEED };

/** The signed-in fan's feed, a page at a time (`cursor`: the page before's `next`). */
export const feedService = {
  page: (query: FeedQuery = {}, options?: ServiceOptions) =>
    getOne<FeedPage>(to(FEED), options, {
      ...(query.kind && query.kind !== 'all' && { kind: query.kind }),
      ...(query.subscribed && { subscribed: 'true' }),
      ...(query.cursor && { cursor: query.cursor }),
      ...(query.limit && { limit: String(query.limit) }),
    }),
};
