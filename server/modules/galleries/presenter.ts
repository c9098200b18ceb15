import type { Static } from '@sinclair/typebox';
import type { GalleryRow, PhotoRow } from '../../db/schema';
import { assetCardFields, type CardRelations } from '../catalogue/card-fields';
import type { FileUrls } from '../catalogue/file-urls';
import type { LinkGrant } from '../../storage';
import type { Entitlement } from '../entitlements/rule';
import { entitlementFields } from '../entitlements/service';
import type { GalleryDetailSchema, GallerySchema, OwnGalleryDetailSchema, OwnGallerySchema, OwnPhotoSchema, PhotoSchema } from './schemas';
import type { Sales } from '../earnings/sales';
import { publicationFields } from '../catalogue/live';

export type GalleryDto = Static<typeof GallerySchema>;
export type GalleryDetailDto = Static<typeof GalleryDetailSchema>;
export type PhotoDto = Static<typeof PhotoSchema>;
export type OwnGalleryDto = Static<typeof OwnGallerySchema>;
export type OwnGalleryDetailDto = Static<typeof OwnGalleryDetailSchema>;
export type OwnPhotoDto = Static<typeof OwnPhotoSchema>;

export type GalleryRelations = CardRelations;

export function toGallery(g: GalleryRow, files: FileUrls, rel: GalleryRelations): GalleryDto {
  return {
    ...assetCardFields(g, rel),
    title: g.title,
    status: g.status,
    access: g.access,
    isSale: g.access === 'sale',
    price: g.price_cents,
    cover: files.public(g.cover_key),
    photosCount: g.photos_count,
  };
}

/** A gallery's page as one viewer sees it: the shared card and this viewer's access. */
export function toGalleryDetail(card: GalleryDto, access: Entitlement): GalleryDetailDto {
  return { ...card, ...entitlementFields(access) };
}

/** Photo links last long enough to browse a gallery, and stay short-lived. */
export const SIGNED_PHOTO_SECONDS = 60 * 60;

/**
 * `link`: the grant the viewer's links to the gallery's photos are issued for. Without one (a locked gallery) the
 * thumbnail is the blurred preview made on the server and there is no full photo.
 */
export function toPhoto(p: PhotoRow, files: FileUrls, link: LinkGrant | null): PhotoDto {
  const signed = (key: string | null) => (link && key ? files.signed(key, link, { expiresInSeconds: SIGNED_PHOTO_SECONDS }) : null);
  return {
    _id: p.id,
    galleryId: p.gallery_id,
    title: p.title,
    thumbnail: link ? signed(p.thumb_key) : files.public(p.blur_key),
    url: signed(p.file_key),
    width: p.width,
    height: p.height,
    ordering: p.ordering,
  };
}

/** The owner's card of a gallery: any status, where it stands, and what it has sold. */
export function toOwnGallery(g: GalleryRow, files: FileUrls, rel: GalleryRelations, sales: Sales): OwnGalleryDto {
  return { ...toGallery(g, files, rel), ...sales, ...publicationFields(g) };
}

/** A photo as its owner sees it in the Studio (`link`: the owner's grant, for the signed thumbnail). */
export function toOwnPhoto(p: PhotoRow, files: FileUrls, link: LinkGrant): OwnPhotoDto {
  return {
    _id: p.id,
    state: p.state,
    caption: p.title,
    thumbnail: p.thumb_key ? files.signed(p.thumb_key, link, { expiresInSeconds: SIGNED_PHOTO_SECONDS }) : null,
    width: p.width,
    height: p.height,
    ordering: p.ordering,
  };
}
