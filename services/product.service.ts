import type { ServiceOptions } from '../lib/request-options';
import type { DownloadLink, OwnedDownload } from '../types/download';
import type { Product, ProductDetail, ProductQuery } from '../types/product';
import { to } from './endpoint';
import { getList, getOne } from './fetch-helpers';

const PRODUCT = 'GET /user/assets/products/:id';
const SEARCH_PRODUCTS = 'GET /user/assets/products/search';
const DOWNLOAD_LINK = 'GET /user/assets/products/:id/download-link';
const DOWNLOADS = 'GET /user/downloads';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { PRODUCT, SEARCH_PRODUCTS, DOWNLOAD_LINK, DOWNLOADS };

export const productService = {
  /** GET /user/assets/products/search */
  search: (query: ProductQuery = {}, options?: ServiceOptions) => getList<Product>(to(SEARCH_PRODUCTS), query, options),
  /** GET /user/assets/products/:id (id or slug) */
  findOne: (id: string, options?: ServiceOptions) => getOne<ProductDetail>(to(PRODUCT, { id }), options),
  /** GET /user/assets/products/:id/download-link: a signed, short-lived address of a bought digital product's file (403 otherwise). */
  downloadLink: (id: string) => getOne<DownloadLink>(to(DOWNLOAD_LINK, { id })),
  /** GET /user/downloads: the digital products the caller owns, all of them (no paging). */
  downloads: (options?: ServiceOptions) => getList<OwnedDownload>(to(DOWNLOADS), {}, options),
};
