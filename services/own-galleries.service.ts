import type { ServiceOptions } from '../lib/request-options';
import type {
  CreateGallery,
  GalleryCover,
  GalleryRemoval,
  OwnGallery,
  OwnGalleryDetail,
  PhotoCaption,
  PhotoOrder,
  PublishGallery,
  UpdateGallery,
} from '../types/gallery-studio';
import type { BulkAction, BulkResult, OwnAssetsQuery } from '../types/studio';
import { to } from './endpoint';
import { getList, getOne, send } from './fetch-helpers';

const SEARCH = 'GET /performer/assets/galleries/search';
const VIEW = 'GET /performer/assets/galleries/:id/view';
const CREATE = 'POST /performer/galleries';
const UPDATE = 'PATCH /performer/galleries/:id';
const PUBLISH = 'POST /performer/galleries/:id/publish';
const ORDER = 'PUT /performer/galleries/:id/photos/order';
const CAPTION = 'PATCH /performer/galleries/:id/photos/:photoId';
const REMOVE_PHOTO = 'DELETE /performer/galleries/:id/photos/:photoId';
const COVER = 'POST /performer/galleries/:id/cover';
const BULK = 'POST /performer/galleries/bulk';
const REMOVE = 'DELETE /performer/galleries/:id';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { SEARCH, VIEW, CREATE, UPDATE, PUBLISH, ORDER, CAPTION, REMOVE_PHOTO, COVER, REMOVE, BULK };

/** What each write answers: the gallery as its owner sees it now. */
const detail = async (call: Promise<{ data: OwnGalleryDetail }>) => (await call).data;

/**
 * The performer's own galleries: the Studio's list, and making, editing, publishing and deleting them, their photos'
 * order, captions, removal and the cover (the photos themselves go by tus: lib/uploads/photo-upload.ts).
 */
export const ownGalleriesService = {
  /** GET /performer/assets/galleries/search: the caller's own galleries, drafts and hidden ones included. */
  search: (query: OwnAssetsQuery = {}, options?: ServiceOptions) => getList<OwnGallery>(to(SEARCH), query, options),
  view: (id: string, options?: ServiceOptions) => getOne<OwnGalleryDetail>(to(VIEW, { id }), options),
  /** A draft without photos. */
  create: (body: CreateGallery) => detail(send<OwnGalleryDetail>(to(CREATE), { body })),
  /** The fields sent change (title, description, tags, categories, access, price); the others stay. */
  update: (id: string, body: UpdateGallery) => detail(send<OwnGalleryDetail>(to(UPDATE, { id }), { body })),
  /** Live now; with `at` (ISO), at that time (publish false: back to a draft). */
  publish: (id: string, publish: boolean, at?: string) => {
    const body: PublishGallery = at === undefined ? { publish } : { publish, at };
    return detail(send<OwnGalleryDetail>(to(PUBLISH, { id }), { body }));
  },
  /** Every photo of the gallery, each once, in the new order. */
  reorder: (id: string, photoIds: string[]) => {
    const body: PhotoOrder = { photoIds };
    return detail(send<OwnGalleryDetail>(to(ORDER, { id }), { body }));
  },
  /** An empty caption removes it. */
  caption: (id: string, photoId: string, caption: string) => {
    const body: PhotoCaption = { caption };
    return detail(send<OwnGalleryDetail>(to(CAPTION, { id, photoId }), { body }));
  },
  removePhoto: (id: string, photoId: string) => detail(send<OwnGalleryDetail>(to(REMOVE_PHOTO, { id, photoId }))),
  setCover: (id: string, photoId: string) => {
    const body: GalleryCover = { photoId };
    return detail(send<OwnGalleryDetail>(to(COVER, { id }), { body }));
  },
  remove: async (id: string): Promise<GalleryRemoval> => (await send<{ removed: GalleryRemoval }>(to(REMOVE, { id }))).data.removed,
  /** One action on many of the caller's items: what was done, and each refusal with its reason. */
  bulk: async (body: BulkAction): Promise<BulkResult> => (await send<BulkResult>(to(BULK), { body })).data,
};
