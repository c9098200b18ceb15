import type { ServiceOptions } from '../lib/request-options';
import type { AssetQuery } from '../types/catalogue';
import type { Gallery, GalleryDetail, Photo, PhotoQuery } from '../types/gallery';
import { getList, getOne, segment } from './fetch-helpers';

export const galleryService = {
  /** GET /user/assets/galleries/search */
  search: (query: AssetQuery = {}, options?: ServiceOptions) =>
    getList<Gallery>('/user/assets/galleries/search', query, options),
  /** GET /user/assets/galleries/:id/view (id or slug) */
  view: (id: string, options?: ServiceOptions) => getOne<GalleryDetail>(`/user/assets/galleries/${segment(id)}/view`, options),
  /** GET /user/assets/galleries/:id/related */
  related: (id: string, query: { limit?: number } = {}, options?: ServiceOptions) =>
    getList<Gallery>(`/user/assets/galleries/${segment(id)}/related`, query, options),
  /** GET /user/assets/gallery/:id/photos: thumbnails always, full urls only when the viewer may see them. */
  photos: ({ galleryId, ...paging }: PhotoQuery, options?: ServiceOptions) =>
    getList<Photo>(`/user/assets/gallery/${segment(galleryId)}/photos`, paging, options),
  /** GET /user/assets/photos?galleryId&performerId */
  searchPhotos: (query: { galleryId?: string; performerId?: string; limit?: number; offset?: number }, options?: ServiceOptions) =>
    getList<Photo>('/user/assets/photos', query, options),
};
