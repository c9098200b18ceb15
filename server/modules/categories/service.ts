import type { Db } from '../../db';
import type { ListPage } from '../../http/envelope';
import type { Paging } from '../../http/paging';
import { toCategory, type CategoryDto } from './presenter';
import { CategoriesRepo, type CategoryFilters } from './repo';

export class CategoriesService {
  private readonly repo: CategoriesRepo;

  constructor(db: Db) {
    this.repo = new CategoriesRepo(db);
  }

  async search(filters: CategoryFilters, paging: Paging): Promise<ListPage<CategoryDto>> {
    const { rows, total } = await this.repo.search(filters, paging);
    return { data: rows.map(toCategory), total };
  }
}
