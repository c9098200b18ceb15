import type { Static } from '@sinclair/typebox';
import type { PublishBody } from '../server/modules/catalogue/content-fields';
import type { RemovedSchema } from '../server/modules/catalogue/schemas';
import type {
  CreateGalleryBody,
  GalleryCoverBody,
  OwnGalleryDetailSchema,
  OwnGallerySchema,
  OwnPhotoSchema,
  PhotoCaptionBody,
  PhotoOrderBody,
  UpdateGalleryBody,
} from '../server/modules/galleries/schemas';

// The performer's own galleries in the Studio: the API's own schemas (money in integer cents).

/** The owner's card (GET /performer/assets/galleries/search): every status, with units sold and gross revenue. */
export type OwnGallery = Static<typeof OwnGallerySchema>;
/** GET /performer/assets/galleries/:id/view, and every write's answer: the card, its cover photo and every photo in order. */
export type OwnGalleryDetail = Static<typeof OwnGalleryDetailSchema>;
/** A photo as its owner sees it: uploading or ready, with its caption and a signed thumbnail. */
export type OwnPhoto = Static<typeof OwnPhotoSchema>;

/** POST /performer/galleries: a new gallery, a draft until it is published. */
export type CreateGallery = Static<typeof CreateGalleryBody>;
export type UpdateGallery = Static<typeof UpdateGalleryBody>;
/** POST /performer/galleries/:id/publish: now, at a time to come, or back to a draft. */
export type PublishGallery = Static<typeof PublishBody>;
/** PUT /performer/galleries/:id/photos/order */
export type PhotoOrder = Static<typeof PhotoOrderBody>;
/** PATCH /performer/galleries/:id/photos/:photoId */
export type PhotoCaption = Static<typeof PhotoCaptionBody>;
/** POST /performer/galleries/:id/cover */
export type GalleryCover = Static<typeof GalleryCoverBody>;
/** What DELETE /performer/galleries/:id did: deleted with its photos, or kept for the buyers it has. */
export type GalleryRemoval = Static<typeof RemovedSchema>['removed'];
