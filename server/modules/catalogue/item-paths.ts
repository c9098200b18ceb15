import type { FeedKind } from './feed-items';

const PAGE: Record<FeedKind, string> = { video: 'videos', gallery: 'galleries', product: 'products', creator_post: 'creator-posts' };

/** Where an item of the catalogue is on the site (its page by slug), for links in notifications and e-mails. */
export function itemPath(kind: FeedKind, slug: string): string {
  return `/${PAGE[kind]}/${encodeURIComponent(slug)}`;
}
