import type { Access, AssetBase, AssetQuery, Entitlement } from './catalogue';

export interface Gallery extends AssetBase {
  title: string;
  status: string;
  access: Access;
  isSale: boolean;
  cover: string | null;
  photosCount: number;
}

/** GET /user/assets/galleries/:id/view */
export type GalleryDetail = Gallery & Entitlement;

export type GalleryQuery = AssetQuery;

export interface Photo {
  _id: string;
  galleryId: string;
  title: string | null;
  thumbnail: string | null;
  /** The full photo; null while the gallery is locked for the viewer. */
  url: string | null;
  width: number | null;
  height: number | null;
  ordering: number;
}

export interface PhotoQuery {
  galleryId: string;
  limit?: number;
  offset?: number;
}
