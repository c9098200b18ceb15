import type { ServiceOptions } from '../lib/request-options';
import type { Category, CategoryGroup } from '../types/catalogue';
import { cached } from './cache';
import { to } from './endpoint';
import { getList } from './fetch-helpers';

const SEARCH_CATEGORIES = 'GET /user/assets/categories/search';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { SEARCH_CATEGORIES };

export const categoryService = {
  /** GET /user/assets/categories/search?group; cached per group in the browser. */
  search: (group: CategoryGroup, options?: ServiceOptions) =>
    cached(`categories:${group}`, async () => (await getList<Category>(to(SEARCH_CATEGORIES), { group, limit: 200 }, options)).data),
};
