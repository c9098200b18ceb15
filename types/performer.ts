export interface PerformerAttributes {
  height: string | null;
  weight: string | null;
  ethnicity: string | null;
  hair: string | null;
  eyes: string | null;
  bodyType: string | null;
  sexualOrientation: string | null;
  age: number | null;
}

export interface PerformerStats {
  videos: number;
  galleries: number;
  products: number;
  likes: number;
  views: number;
  subscribers: number;
}

/** GET /performers/search, GET /performers/:id */
export interface Performer {
  _id: string;
  name: string;
  username: string;
  avatar: string | null;
  cover: string | null;
  bio: string | null;
  gender: string | null;
  country: string | null;
  isOnline: boolean;
  lastOnlineAt: string | null;
  attributes: Partial<PerformerAttributes>;
  stats: PerformerStats;
  createdAt: string;
}

export type PerformerSort = 'popular' | 'newest';

export interface PerformerQuery {
  q?: string;
  gender?: string;
  country?: string;
  sortBy?: PerformerSort;
  limit?: number;
  offset?: number;
}
