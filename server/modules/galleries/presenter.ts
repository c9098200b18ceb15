import type { Static } from '@sinclair/typebox';
import type { GalleryRow, PhotoRow } from '../../db/schema';
import { assetCardFields, type CardRelations } from '../catalogue/card-fields';
import type { FileUrls } from '../catalogue/file-urls';
import type { LinkGrant } from '../../storage';
import type { Entitlement } from '../entitlements/rule';
import { entitlementFields } from '../entitlements/service';
import type { GalleryDetailSchema, GallerySchema, PhotoSchema } from './schemas';

export type GalleryDto = Static<typeof GallerySchema>;
export type GalleryDetailDto = Static<typeof GalleryDetailSchema>;
export type PhotoDto = Static<typeof PhotoSchema>;

export interface GalleryRelations extends CardRelations {
  /** Thumbnail key of the first photo, for galleries without a cover. */
  firstThumbs: Map<string, string>;
}

export function toGallery(g: GalleryRow, files: FileUrls, rel: GalleryRelations): GalleryDto {
  return {
    ...assetCardFields(g, rel),
    title: g.title,
    status: g.status,
    access: g.access,
    isSale: g.access === 'sale',
    price: g.price_cents,
    cover: files.public(g.cover_key ?? rel.firstThumbs.get(g.id)),
    photosCount: g.photos_count,
  };
}

/** A gallery's page as one viewer sees it: the shared card and this viewer's access. */
export function toGalleryDetail(card: GalleryDto, access: Entitlement): GalleryDetailDto {
  return { ...card, ...entitlementFields(access) };
}

/** Photo links last long enough to browse a gallery, and stay short-lived. */
export const SIGNED_PHOTO_SECONDS = 60 * 60;

/** `link`: the grant the viewer's links to the gallery's photos are issued for (null: no full-size link). */
export function toPhoto(p: PhotoRow, files: FileUrls, link: LinkGrant | null): PhotoDto {
  return {
    _id: p.id,
    galleryId: p.gallery_id,
    title: p.title,
    thumbnail: files.public(p.thumb_key),
    url: link ? files.signed(p.file_key, link, { expiresInSeconds: SIGNED_PHOTO_SECONDS }) : null,
    width: p.width,
    height: p.height,
    ordering: p.ordering,
  };
}
