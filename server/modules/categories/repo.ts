import type { Db } from '../../db';
import type { CategoryRow } from './presenter';
import { hasText, wordPrefix } from '../../db/text-query';
import { listPage } from '../../db/list-page';
import type { Paging } from '../../http/paging';

export interface CategoryFilters {
  group?: CategoryRow['group'];
  q?: string;
}

export class CategoriesRepo {
  constructor(private readonly db: Db) {}

  /** Active categories, by their ordering then name. */
  search({ group, q }: CategoryFilters, paging: Paging): Promise<{ rows: CategoryRow[]; total: number }> {
    let query = this.db.selectFrom('categories').where('status', '=', 'active');
    if (group) query = query.where('group', '=', group);
    if (hasText(q)) query = query.where(wordPrefix('name', q));
    return listPage(
      query,
      (filtered) => filtered.select(['id', 'name', 'slug', 'group', 'description']).orderBy('ordering').orderBy('name').orderBy('id'),
      paging,
    );
  }
}
