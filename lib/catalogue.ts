import type { PerformerCard } from '../types/catalogue';
import type { Channel, Post } from '../types/content';
import type { Gallery } from '../types/gallery';
import type { Performer } from '../types/performer';
import type { Product } from '../types/product';
import type { Video } from '../types/video';

/** Items a list asks for at a time (the API's default page). */
export const PAGE_SIZE = 12;
/** Related lists beside a video or a gallery. */
export const RELATED_SIZE = 8;
/** A gallery shows up to this many photos (the API's largest page). */
export const PHOTOS_LIMIT = 200;

export const CATALOGUE_ROUTES = {
  videos: '/videos',
  galleries: '/galleries',
  products: '/products',
  performers: '/performers',
  channels: '/channels',
  /** The news list (posts of type 'post'; pages such as the terms are reached from the footer). */
  news: '/posts',
  /** A creator's own post (shown in the Posts tab of their page). */
  creatorPosts: '/creator-posts',
  search: '/search',
} as const;

const at = (base: string, key: string) => `${base}/${encodeURIComponent(key)}`;

export const paths = {
  video: (v: Pick<Video, '_id' | 'slug'>) => at(CATALOGUE_ROUTES.videos, v.slug || v._id),
  gallery: (g: Pick<Gallery, '_id' | 'slug'>) => at(CATALOGUE_ROUTES.galleries, g.slug || g._id),
  product: (p: Pick<Product, '_id' | 'slug'>) => at(CATALOGUE_ROUTES.products, p.slug || p._id),
  performer: (p: Pick<Performer | PerformerCard, '_id' | 'username'>) => at(CATALOGUE_ROUTES.performers, p.username || p._id),
  channel: (c: Pick<Channel, '_id' | 'slug'>) => at(CATALOGUE_ROUTES.channels, c.slug || c._id),
  post: (p: Pick<Post, '_id' | 'slug'>) => at(CATALOGUE_ROUTES.news, p.slug || p._id),
  /** A creator's own post (not the site's news). */
  creatorPost: (p: { _id: string; slug: string }) => at(CATALOGUE_ROUTES.creatorPosts, p.slug || p._id),
  search: (q: string) => `${CATALOGUE_ROUTES.search}?q=${encodeURIComponent(q)}`,
};

export interface Option {
  value: string;
  label: string;
}

export const ASSET_SORTS: Option[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  // 'popular' orders by likes: named for what it does, beside the views the cards show.
  { value: 'popular', label: 'Most liked' },
  { value: 'mostViewed', label: 'Most viewed' },
];

/** The video listing's access filter (the API's `access`). */
export const ACCESS_FILTERS: Option[] = [
  { value: 'free', label: 'Free' },
  { value: 'subscribers', label: 'Subscribers only' },
  { value: 'sale', label: 'For sale' },
];

/** The video listing's length filter (the API's `duration`: under 5 minutes, 5 to 20, over 20). */
export const DURATION_FILTERS: Option[] = [
  { value: 'short', label: 'Under 5 min' },
  { value: 'medium', label: '5–20 min' },
  { value: 'long', label: 'Over 20 min' },
];

export const PERFORMER_SORTS: Option[] = [
  { value: 'popular', label: 'Most popular' },
  { value: 'newest', label: 'Newest' },
];

export const PRODUCT_TYPES: Option[] = [
  { value: 'physical', label: 'Physical' },
  { value: 'digital', label: 'Digital' },
];
