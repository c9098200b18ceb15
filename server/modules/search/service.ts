import type { Db } from '../../db';
import { countLiveMatching } from '../catalogue/live-counts';
import { prefixQuery } from '../catalogue/live';
import type { PerformersService } from '../performers/service';

export interface SearchTotals {
  performers: number;
  videos: number;
  galleries: number;
  products: number;
  total: number;
}

/** How many results each search page would show for a search box: one count query per type, in parallel. */
export class SearchService {
  constructor(
    private readonly db: Db,
    private readonly performers: PerformersService,
  ) {}

  async totals(q: string): Promise<SearchTotals> {
    const tsQuery = prefixQuery(q);
    if (!tsQuery) return { performers: 0, videos: 0, galleries: 0, products: 0, total: 0 };
    const [performers, videos, galleries, products] = await Promise.all([
      this.performers.countMatching(q),
      countLiveMatching(this.db, 'videos', tsQuery),
      countLiveMatching(this.db, 'galleries', tsQuery),
      countLiveMatching(this.db, 'products', tsQuery),
    ]);
    return { performers, videos, galleries, products, total: performers + videos + galleries + products };
  }
}
