import { Type } from '@sinclair/typebox';
import { Nullable } from '../catalogue/schemas';
import { PagingQuery } from '../../http/paging';
import { StringEnum } from '../../http/string-enum';

/** Whom a promotion is for; the web app shows each viewer theirs (members: logged in without a subscription). */
export const PromotionAudienceSchema = StringEnum(['everyone', 'visitors', 'members', 'subscribers']);

/**
 * A site promo or a banner: the same shape. Shown as words and a button over its picture: `title` is the heading,
 * `description` the text, `cta` the button's label to `link`; the image carries no words of its own.
 */
export const PromotionSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  description: Nullable(Type.String()),
  image: Nullable(Type.String()),
  link: Nullable(Type.String()),
  /** The button's label; null: no button (the heading is the link). */
  cta: Nullable(Type.String()),
  audience: PromotionAudienceSchema,
  position: Type.String(),
  ordering: Type.Integer(),
});

/** GET /site-promo/search and GET /banners/search */
export const PromotionSearchQuery = Type.Object({ position: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })), ...PagingQuery });
