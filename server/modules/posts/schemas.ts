import { Type } from '@sinclair/typebox';
import { Nullable } from '../catalogue/schemas';
import { PagingQuery } from '../../http/paging';
import { StringEnum } from '../../http/string-enum';

export const PostType = StringEnum(['page', 'post']);

export const PostSchema = Type.Object({
  _id: Type.String(),
  type: PostType,
  title: Type.String(),
  slug: Type.String(),
  shortDescription: Nullable(Type.String()),
  /** HTML written by the site's staff. */
  content: Type.String(),
  image: Nullable(Type.String()),
  publishedAt: Nullable(Type.String()),
});

/** GET /posts/search */
export const PostSearchQuery = Type.Object({
  type: Type.Optional(PostType),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  ...PagingQuery,
});
