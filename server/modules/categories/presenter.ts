import { Type, type Static } from '@sinclair/typebox';
import type { Selectable } from 'kysely';
import type { CategoriesTable } from '../../db/schema';
import { Nullable } from '../catalogue/schemas';

export const CategoryGroup = Type.Union([Type.Literal('video'), Type.Literal('gallery'), Type.Literal('product')]);

export const CategorySchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  group: CategoryGroup,
  description: Nullable(Type.String()),
});

export type CategoryDto = Static<typeof CategorySchema>;
export type CategoryRow = Pick<Selectable<CategoriesTable>, 'id' | 'name' | 'slug' | 'group' | 'description'>;

export const toCategory = (c: CategoryRow): CategoryDto => ({
  _id: c.id,
  name: c.name,
  slug: c.slug,
  group: c.group,
  description: c.description,
});
