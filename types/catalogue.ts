/** Shapes shared by the catalogue entities (videos, galleries, products, performers). */
export type Access = 'free' | 'subscribers' | 'sale';
export type AccessReason = 'free' | 'owner' | 'bought' | 'subscribed' | 'locked';
export type SortBy = 'newest' | 'oldest' | 'popular' | 'mostViewed';

export interface PerformerCard {
  _id: string;
  name: string;
  username: string;
  avatar: string | null;
}

export interface CategoryRef {
  _id: string;
  name: string;
  slug: string;
}

export interface Stats {
  views: number;
  likes: number;
  favourites: number;
  comments: number;
}

/** What the detail answers add for the viewer. */
export interface Entitlement {
  canView: boolean;
  accessReason: AccessReason;
  isBought: boolean;
  isSubscribed: boolean;
}

/** Fields every asset (video, gallery, product) carries. */
export interface AssetBase {
  _id: string;
  slug: string;
  description: string | null;
  tags: string[];
  price: number;
  stats: Stats;
  performer: PerformerCard | null;
  categories: CategoryRef[];
  publishedAt: string | null;
  createdAt: string;
}

/** Query words of the asset searches (GET /user/assets/{videos,galleries,products}/search). */
export interface AssetQuery {
  q?: string;
  performerId?: string;
  categoryId?: string;
  excludedId?: string;
  isSale?: boolean;
  sortBy?: SortBy;
  limit?: number;
  offset?: number;
}

export type CategoryGroup = 'video' | 'gallery' | 'product';

export interface Category {
  _id: string;
  name: string;
  slug: string;
  group: CategoryGroup;
  description: string | null;
}
