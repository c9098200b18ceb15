import type { ServiceOptions } from '../lib/request-options';
import type { AssetQuery, RelatedQuery } from '../types/catalogue';
import type { Gallery, GalleryDetail, Photo, PhotoQuery, PhotoSearch } from '../types/gallery';
import { ENDPOINTS, to } from './endpoints';
import { getList, getOne } from './fetch-helpers';

const GALLERIES = ENDPOINTS.galleries;

export const galleryService = {
  /** GET /user/assets/galleries/search */
  search: (query: AssetQuery = {}, options?: ServiceOptions) => getList<Gallery>(to(GALLERIES.search), query, options),
  /** GET /user/assets/galleries/:id/view (id or slug) */
  view: (id: string, options?: ServiceOptions) => getOne<GalleryDetail>(to(GALLERIES.view, { id }), options),
  /** GET /user/assets/galleries/:id/related */
  related: (id: string, query: RelatedQuery = {}, options?: ServiceOptions) =>
    getList<Gallery>(to(GALLERIES.related, { id }), query, options),
  /** GET /user/assets/gallery/:id/photos: thumbnails always, full urls only when the viewer may see them. */
  photos: ({ galleryId, ...paging }: PhotoQuery, options?: ServiceOptions) =>
    getList<Photo>(to(GALLERIES.photos, { id: galleryId }), paging, options),
  /** GET /user/assets/photos?galleryId&performerId */
  searchPhotos: (query: PhotoSearch, options?: ServiceOptions) => getList<Photo>(to(GALLERIES.searchPhotos), query, options),
};
