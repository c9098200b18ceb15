import type { ServiceOptions } from '../lib/request-options';
import type { Post, PostQuery } from '../types/content';
import { to } from './endpoint';
import { getList, getOne } from './fetch-helpers';

const POST = 'GET /posts/:id';
const SEARCH_POSTS = 'GET /posts/search';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { POST, SEARCH_POSTS };

export const postService = {
  /** GET /posts/search */
  search: (query: PostQuery = {}, options?: ServiceOptions) => getList<Post>(to(SEARCH_POSTS), query, options),
  /** GET /posts/:id (id or slug) */
  findOne: (id: string, options?: ServiceOptions) => getOne<Post>(to(POST, { id }), options),
};
