import type { ServiceOptions } from '../lib/request-options';
import type { CreatorPost, CreatorPostQuery } from '../types/creator-post';
import { to } from './endpoint';
import { getList, getOne } from './fetch-helpers';

const SEARCH = 'GET /user/assets/creator-posts/search';
const VIEW = 'GET /user/assets/creator-posts/:id/view';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { SEARCH, VIEW };

/** Creators' own posts as the caller may see them (answers are personal: never shared between viewers). */
export const creatorPostService = {
  /** One performer's live posts, newest first. */
  search: (query: CreatorPostQuery, options?: ServiceOptions) => getList<CreatorPost>(to(SEARCH), query, options),
  /** One post by id or slug; its owner (and admins) also get it while it is not live, marked `preview`. */
  view: (id: string, options?: ServiceOptions) => getOne<CreatorPost>(to(VIEW, { id }), options),
};
