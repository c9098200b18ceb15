import type { Static } from '@sinclair/typebox';
import type { GalleryDetailSchema, GallerySchema, PhotoSchema, PhotoSearchQuery } from '../server/modules/galleries/schemas';
import type { AssetQuery, PagingQuery } from './catalogue';

export type Gallery = Static<typeof GallerySchema>;

/** GET /user/assets/galleries/:id/view */
export type GalleryDetail = Static<typeof GalleryDetailSchema>;

export type GalleryQuery = AssetQuery;

export type Photo = Static<typeof PhotoSchema>;

/** GET /user/assets/gallery/:id/photos: one gallery's photos, a page at a time. */
export type PhotoQuery = PagingQuery & { galleryId: string };

/** GET /user/assets/photos */
export type PhotoSearch = Static<typeof PhotoSearchQuery>;
