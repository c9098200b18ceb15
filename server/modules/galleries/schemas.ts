import { Type } from '@sinclair/typebox';
import { AccessSchema, AssetCardFields, BoughtField, AssetSearchQuery, EntitlementSchema, Nullable } from '../catalogue/schemas';
import { PagingQuery } from '../../http/paging';

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

export const GalleryDetailSchema = Type.Object({ ...GallerySchema.properties, ...EntitlementSchema });

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
