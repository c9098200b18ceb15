import { sql } from 'kysely';
import type { Db } from '../../db';
import { liveMatchingCount } from '../catalogue/live-counts';
import { performersNamedBy } from '../catalogue/text-search';
import type { PerformersService } from '../performers/service';
import type { PerformerCard } from '../users/cards';
import type { VideosService, VideoTitle } from '../videos/service';
import { prefixQuery } from '../../db/text-query';

export interface SearchTotals {
  performers: number;
  videos: number;
  galleries: number;
  products: number;
  total: number;
}

export interface SearchSuggestions {
  performers: PerformerCard[];
  videos: VideoTitle[];
}

/** Suggestions of each kind a search box offers while typing. */
const SUGGESTIONS_EACH = 4;

/** What a search box finds across the catalogue: how many of each kind, and suggestions while typing. */
export class SearchService {
  constructor(
    private readonly db: Db,
    private readonly performers: PerformersService,
    private readonly videos: VideosService,
  ) {}

  async suggestions(q: string): Promise<SearchSuggestions> {
    const [performers, videos] = await Promise.all([this.performers.named(q, SUGGESTIONS_EACH), this.videos.titled(q, SUGGESTIONS_EACH)]);
    return { performers, videos };
  }

  /** How many results each search page would show for a search box: the four counts in one query. */
  async totals(q: string): Promise<SearchTotals> {
    const tsQuery = prefixQuery(q);
    if (!tsQuery) return { performers: 0, videos: 0, galleries: 0, products: 0, total: 0 };
    const named = await performersNamedBy(this.db, tsQuery);
    const row = await this.db
      .selectNoFrom([
        (this.performers.matchingCount(q) ?? sql<number>`0`).as('performers'),
        liveMatchingCount(this.db, 'videos', tsQuery, named).as('videos'),
        liveMatchingCount(this.db, 'galleries', tsQuery, named).as('galleries'),
        liveMatchingCount(this.db, 'products', tsQuery, named).as('products'),
      ])
      .executeTakeFirstOrThrow();
    const [performers, videos, galleries, products] = [row.performers, row.videos, row.galleries, row.products].map(Number);
    return { performers, videos, galleries, products, total: performers + videos + galleries + products };
  }
}
