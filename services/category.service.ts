import type { ServiceOptions } from '../lib/request-options';
import type { Category, CategoryGroup } from '../types/catalogue';
import { cached } from './cache';
import { ENDPOINTS, to } from './endpoints';
import { getList } from './fetch-helpers';

export const categoryService = {
  /** GET /user/assets/categories/search?group; cached per group in the browser. */
  search: (group: CategoryGroup, options?: ServiceOptions) =>
    cached(`categories:${group}`, async () => (await getList<Category>(to(ENDPOINTS.categories.search), { group, limit: 200 }, options)).data),
};
