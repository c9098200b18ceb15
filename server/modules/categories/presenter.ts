import type { Static } from '@sinclair/typebox';
import type { Selectable } from 'kysely';
import type { CategoriesTable } from '../../db/schema';
import type { CategorySchema } from './schemas';

export type CategoryDto = Static<typeof CategorySchema>;
export type CategoryRow = Pick<Selectable<CategoriesTable>, 'id' | 'name' | 'slug' | 'group' | 'description'>;

export const toCategory = (c: CategoryRow): CategoryDto => ({
  _id: c.id,
  name: c.name,
  slug: c.slug,
  group: c.group,
  description: c.description,
});
