import type { ServiceOptions } from '../lib/request-options';
import type { Post, PostQuery } from '../types/content';
import { ENDPOINTS, to } from './endpoints';
import { getList, getOne } from './fetch-helpers';

export const postService = {
  /** GET /posts/search */
  search: (query: PostQuery = {}, options?: ServiceOptions) => getList<Post>(to(ENDPOINTS.posts.search), query, options),
  /** GET /posts/:id (id or slug) */
  findOne: (id: string, options?: ServiceOptions) => getOne<Post>(to(ENDPOINTS.posts.findOne, { id }), options),
};
