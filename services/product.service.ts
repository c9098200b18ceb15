import type { ServiceOptions } from '../lib/request-options';
import type { Product, ProductQuery } from '../types/product';
import { getList, getOne, segment } from './fetch-helpers';

export const productService = {
  /** GET /user/assets/products/search */
  search: (query: ProductQuery = {}, options?: ServiceOptions) =>
    getList<Product>('/user/assets/products/search', query, options),
  /** GET /user/assets/products/:id (id or slug) */
  findOne: (id: string, options?: ServiceOptions) => getOne<Product>(`/user/assets/products/${segment(id)}`, options),
};
