import type { ServiceOptions } from '../lib/request-options';
import type { Product, ProductDetail, ProductQuery } from '../types/product';
import { ENDPOINTS, to } from './endpoints';
import { getList, getOne } from './fetch-helpers';

export const productService = {
  /** GET /user/assets/products/search */
  search: (query: ProductQuery = {}, options?: ServiceOptions) => getList<Product>(to(ENDPOINTS.products.search), query, options),
  /** GET /user/assets/products/:id (id or slug) */
  findOne: (id: string, options?: ServiceOptions) => getOne<ProductDetail>(to(ENDPOINTS.products.findOne, { id }), options),
};
