import { Type } from '@sinclair/typebox';
import { Nullable } from '../catalogue/schemas';
import { PagingQuery } from '../../http/paging';

/** A site promo or a banner: the same shape. */
export const PromotionSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  description: Nullable(Type.String()),
  image: Nullable(Type.String()),
  link: Nullable(Type.String()),
  position: Type.String(),
  ordering: Type.Integer(),
});

/** GET /site-promo/search and GET /banners/search */
export const PromotionSearchQuery = Type.Object({ position: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })), ...PagingQuery });
