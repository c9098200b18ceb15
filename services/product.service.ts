import type { ServiceOptions } from '../lib/request-options';
import type { Product, ProductDetail, ProductQuery } from '../types/product';
import { to } from './endpoint';
import { getList, getOne } from './fetch-helpers';

const PRODUCT = 'GET /user/assets/products/:id';
const SEARCH_PRODUCTS = 'GET /user/assets/products/search';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { PRODUCT, SEARCH_PRODUCTS };

export const productService = {
  /** GET /user/assets/products/search */
  search: (query: ProductQuery = {}, options?: ServiceOptions) => getList<Product>(to(SEARCH_PRODUCTS), query, options),
  /** GET /user/assets/products/:id (id or slug) */
  findOne: (id: string, options?: ServiceOptions) => getOne<ProductDetail>(to(PRODUCT, { id }), options),
};
