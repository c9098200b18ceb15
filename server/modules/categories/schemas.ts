import { Type } from '@sinclair/typebox';
import { Nullable } from '../catalogue/schemas';
import { PagingQuery } from '../../http/paging';
import { StringEnum } from '../../http/string-enum';

export const CategoryGroup = StringEnum(['video', 'gallery', 'product']);

export const CategorySchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  group: CategoryGroup,
  description: Nullable(Type.String()),
});

/** GET /user/assets/categories/search */
export const CategorySearchQuery = Type.Object({
  group: Type.Optional(CategoryGroup),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  ...PagingQuery,
});
