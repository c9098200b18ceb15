// The performer's Studio: its pages, and who it is for (kept apart from its words: the user menu needs only these).

export const STUDIO_ROUTES = {
  earnings: '/performer/earnings',
  tips: '/performer/tips',
  broadcasts: '/performer/broadcasts',
  payouts: '/performer/payouts',
  subscribers: '/performer/subscribers',
  orders: '/performer/orders',
  products: '/performer/products',
  videos: '/performer/videos',
  galleries: '/performer/galleries',
  posts: '/performer/posts',
  packages: '/performer/packages',
  blocked: '/performer/blocked',
} as const;

export type StudioSection = keyof typeof STUDIO_ROUTES;

export const STUDIO_SECTIONS: { key: StudioSection; label: string }[] = [
  { key: 'earnings', label: 'Earnings' },
  { key: 'tips', label: 'Tips' },
  { key: 'payouts', label: 'Payouts' },
  { key: 'subscribers', label: 'Subscribers' },
  { key: 'packages', label: 'Packages' },
  { key: 'broadcasts', label: 'Messages to all' },
  { key: 'orders', label: 'Orders' },
  { key: 'products', label: 'Products' },
  { key: 'videos', label: 'Videos' },
  { key: 'galleries', label: 'Galleries' },
  { key: 'posts', label: 'Posts' },
  { key: 'blocked', label: 'Blocked users' },
];

/** Studio > Galleries > one gallery's editor. */
export const studioGalleryPath = (id: string) => `${STUDIO_ROUTES.galleries}/${encodeURIComponent(id)}`;

/** The Studio is the performers' own area. */
export const isPerformer = (user: { roles?: readonly string[] } | null | undefined) => Boolean(user?.roles?.includes('performer'));

/** Studio > Products > one product's editor. */
export const studioProductPath = (id: string) => `${STUDIO_ROUTES.products}/${encodeURIComponent(id)}`;

/** Studio > Posts > one post's editor. */
export const studioPostPath = (id: string) => `${STUDIO_ROUTES.posts}/${encodeURIComponent(id)}`;
