import type { ServiceOptions } from '../lib/request-options';
import type { Post, PostType } from '../types/content';
import { getList, getOne, segment } from './fetch-helpers';

export const postService = {
  /** GET /posts/search */
  search: (query: { type?: PostType; q?: string; limit?: number; offset?: number } = {}, options?: ServiceOptions) =>
    getList<Post>('/posts/search', query, options),
  /** GET /posts/:id (id or slug) */
  findOne: (id: string, options?: ServiceOptions) => getOne<Post>(`/posts/${segment(id)}`, options),
};
