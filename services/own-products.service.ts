import type { ServiceOptions } from '../lib/request-options';
import type { CreateProduct, OwnProductDetail, UpdateProduct } from '../types/product';
import type { BulkAction, BulkResult, OwnAssetsQuery, OwnProduct, PublishItem, Removal } from '../types/studio';
import { to } from './endpoint';
import { getList, getOne, send } from './fetch-helpers';
import { upload } from './upload';

const SEARCH = 'GET /performer/assets/products/search';
const VIEW = 'GET /performer/assets/products/:id/view';
const CREATE = 'POST /performer/products';
const UPDATE = 'PATCH /performer/products/:id';
const PUBLISH = 'POST /performer/products/:id/publish';
const ADD_IMAGE = 'POST /performer/products/:id/images';
const REMOVE_IMAGE = 'DELETE /performer/products/:id/images/:index';
const BULK = 'POST /performer/products/bulk';
const REMOVE = 'DELETE /performer/products/:id';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { SEARCH, VIEW, CREATE, UPDATE, PUBLISH, ADD_IMAGE, REMOVE_IMAGE, REMOVE, BULK };

/** What each write answers: the product as its owner sees it now. */
const detail = async (call: Promise<{ data: OwnProductDetail }>) => (await call).data;

/**
 * The performer's own products: the Studio's list, and making, editing, publishing (activating) and deleting them,
 * and their pictures (a digital product's file goes by tus: lib/uploads/product-file-upload.ts).
 */
export const ownProductsService = {
  /** GET /performer/assets/products/search: the caller's own products, drafts and hidden ones included. */
  search: (query: OwnAssetsQuery = {}, options?: ServiceOptions) => getList<OwnProduct>(to(SEARCH), query, options),
  view: (id: string, options?: ServiceOptions) => getOne<OwnProductDetail>(to(VIEW, { id }), options),
  /** A draft (a digital one waits for its file before it can be published). */
  create: (body: CreateProduct) => detail(send<OwnProductDetail>(to(CREATE), { body })),
  /** The fields sent change; the others stay. */
  update: (id: string, body: UpdateProduct) => detail(send<OwnProductDetail>(to(UPDATE, { id }), { body })),
  /** In the shop now; with `at` (ISO), at that time (publish false: back to a draft). */
  publish: (id: string, publish: boolean, at?: string) => {
    const body: PublishItem = at === undefined ? { publish } : { publish, at };
    return detail(send<OwnProductDetail>(to(PUBLISH, { id }), { body }));
  },
  /** A picture more (the first is the product's image); `onProgress` hears the percentage sent. */
  addImage: (id: string, file: File, onProgress?: (percent: number) => void) =>
    detail(upload<OwnProductDetail>(to(ADD_IMAGE, { id }).path, [{ fieldname: 'image', file, filename: file.name }], { onProgress })),
  /** The picture at `index` of its images. */
  removeImage: (id: string, index: number) => detail(send<OwnProductDetail>(to(REMOVE_IMAGE, { id, index: String(index) }))),
  remove: async (id: string): Promise<Removal> => (await send<{ removed: Removal }>(to(REMOVE, { id }))).data.removed,
  /** One action on many of the caller's items: what was done, and each refusal with its reason. */
  bulk: async (body: BulkAction): Promise<BulkResult> => (await send<BulkResult>(to(BULK), { body })).data,
};
