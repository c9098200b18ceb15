import { Type } from '@sinclair/typebox';
import {
  AccessSchema,
  AssetCardFields,
  BoughtField,
  AssetSearchQuery,
  EntitlementSchema,
  Nullable,
  PreviewField,
  PublicationField,
} from '../catalogue/schemas';
import { CategoryIdsField, DescriptionField, PriceField, TagsField, TitleField } from '../catalogue/content-fields';
import { SalesFields } from '../earnings/schemas';
import { CONTENT_RULES } from '../../../lib/content-rules';
import { PagingQuery } from '../../http/paging';
import { StringEnum } from '../../http/string-enum';

export const GallerySchema = Type.Object({
  ...AssetCardFields,
  title: Type.String(),
  status: Type.String(),
  access: AccessSchema,
  isSale: Type.Boolean(),
  price: Type.Integer({ description: 'integer cents: 999 is 9.99' }),
  /** The gallery's cover: a public copy of the photo its owner picked (the first photo until they pick one). */
  cover: Nullable(Type.String()),
  photosCount: Type.Integer(),
  ...BoughtField,
});

export const GalleryDetailSchema = Type.Object({ ...GallerySchema.properties, ...EntitlementSchema, ...PreviewField });

export const PhotoSchema = Type.Object({
  _id: Type.String(),
  galleryId: Type.String(),
  title: Nullable(Type.String()),
  thumbnail: Nullable(Type.String()),
  /** The full photo: a signed address when the viewer may view the gallery, else null. */
  url: Nullable(Type.String()),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  ordering: Type.Integer(),
});

/** GET /user/assets/photos: the photos of one gallery or of one performer's galleries. */
export const PhotoSearchQuery = Type.Object({
  galleryId: Type.Optional(Type.String({ format: 'uuid' })),
  performerId: AssetSearchQuery.performerId,
  ...PagingQuery,
});

/** The owner's card (GET /performer/assets/galleries/search): every status, with what it has sold. */
export const OwnGallerySchema = Type.Object({ ...GallerySchema.properties, ...SalesFields, ...PublicationField });

/** A photo as its owner sees it in the Studio: uploading or ready, with its caption and a signed thumbnail. */
export const OwnPhotoSchema = Type.Object({
  _id: Type.String(),
  state: StringEnum(['uploading', 'ready']),
  caption: Nullable(Type.String()),
  thumbnail: Nullable(Type.String({ description: 'signed, short-lived; null while uploading' })),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  ordering: Type.Integer(),
});

/** The owner's gallery (GET /performer/assets/galleries/:id/view): its card, every photo in order, and its cover photo. */
export const OwnGalleryDetailSchema = Type.Object({
  ...OwnGallerySchema.properties,
  coverPhotoId: Nullable(Type.String()),
  photos: Type.Array(OwnPhotoSchema),
});

/** What the owner says about a gallery (title, description, tags, categories, access and price: for the whole gallery). */
const GalleryDetailsFields = {
  title: TitleField,
  description: Type.Optional(DescriptionField),
  access: AccessSchema,
  price: Type.Optional(PriceField),
  tags: Type.Optional(TagsField),
  categoryIds: Type.Optional(CategoryIdsField),
};

/** POST /performer/galleries: a new gallery, a draft until it is published; its photos then come by tus upload. */
export const CreateGalleryBody = Type.Object(GalleryDetailsFields, { additionalProperties: false });

/** PATCH /performer/galleries/:id: the fields sent change, the others stay. */
export const UpdateGalleryBody = Type.Partial(Type.Object(GalleryDetailsFields), { additionalProperties: false, minProperties: 1 });

/** PUT /performer/galleries/:id/photos/order: every photo of the gallery, in its new order. */
export const PhotoOrderBody = Type.Object(
  { photoIds: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 10_000, uniqueItems: true }) },
  { additionalProperties: false },
);

/** PATCH /performer/galleries/:id/photos/:photoId: the photo's caption (empty: none). */
export const PhotoCaptionBody = Type.Object({ caption: Type.String({ maxLength: CONTENT_RULES.caption.maxLength }) }, { additionalProperties: false });

/** POST /performer/galleries/:id/cover: the photo the gallery's cover is made from. */
export const GalleryCoverBody = Type.Object({ photoId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
