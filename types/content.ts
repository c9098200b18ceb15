import type { PerformerCard } from './catalogue';

export interface Channel {
  _id: string;
  name: string;
  slug: string;
  description: string | null;
  cover: string | null;
  videosCount: number;
  performers: PerformerCard[];
}

export type PostType = 'page' | 'post';

export interface Post {
  _id: string;
  type: PostType;
  title: string;
  slug: string;
  shortDescription: string | null;
  /** Admin-authored HTML. */
  content: string;
  image: string | null;
  publishedAt: string | null;
}

export type PromotionPosition = 'top' | 'middle' | 'bottom';

/** A site promo (GET /site-promo/search) or a banner (GET /banners/search). */
export interface Promotion {
  _id: string;
  title: string;
  description: string | null;
  image: string | null;
  link: string | null;
  position: PromotionPosition;
  ordering: number;
}

/** GET /search/total */
export interface SearchTotals {
  performers: number;
  videos: number;
  galleries: number;
  products: number;
  total: number;
}
