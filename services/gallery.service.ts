import type { ServiceOptions } from '../lib/request-options';
import type { AssetQuery, RelatedQuery } from '../types/catalogue';
import type { Gallery, GalleryDetail, Photo, PhotoQuery, PhotoSearch } from '../types/gallery';
import { to } from './endpoint';
import { getList, getOne } from './fetch-helpers';

const GALLERY = 'GET /user/assets/galleries/:id/view';
const GALLERY_PHOTOS = 'GET /user/assets/gallery/:id/photos';
const RELATED_GALLERIES = 'GET /user/assets/galleries/:id/related';
const SEARCH_GALLERIES = 'GET /user/assets/galleries/search';
const SEARCH_PHOTOS = 'GET /user/assets/photos';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { GALLERY, GALLERY_PHOTOS, RELATED_GALLERIES, SEARCH_GALLERIES, SEARCH_PHOTOS };

export const galleryService = {
  /** GET /user/assets/galleries/search */
  search: (query: AssetQuery = {}, options?: ServiceOptions) => getList<Gallery>(to(SEARCH_GALLERIES), query, options),
  /** GET /user/assets/galleries/:id/view (id or slug) */
  view: (id: string, options?: ServiceOptions) => getOne<GalleryDetail>(to(GALLERY, { id }), options),
  /** GET /user/assets/galleries/:id/related */
  related: (id: string, query: RelatedQuery = {}, options?: ServiceOptions) => getList<Gallery>(to(RELATED_GALLERIES, { id }), query, options),
  /** GET /user/assets/gallery/:id/photos: thumbnails always, full urls only when the viewer may see them. */
  photos: ({ galleryId, ...paging }: PhotoQuery, options?: ServiceOptions) => getList<Photo>(to(GALLERY_PHOTOS, { id: galleryId }), paging, options),
  /** GET /user/assets/photos?galleryId&performerId */
  searchPhotos: (query: PhotoSearch, options?: ServiceOptions) => getList<Photo>(to(SEARCH_PHOTOS), query, options),
};
