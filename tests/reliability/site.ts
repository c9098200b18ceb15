// What the site holds, as the API lists it: the ids and slugs the journeys open, comment on, react to and view.
import type { Api } from './support/api';

export type AssetType = 'video' | 'gallery' | 'product';

export interface Asset {
  type: AssetType;
  id: string;
  slug: string;
}

export interface Performer {
  id: string;
  username: string;
}

export interface Site {
  videos: Asset[];
  galleries: Asset[];
  products: Asset[];
  assets: Asset[];
  performers: Performer[];
}

const PLURAL: Record<AssetType, string> = { video: 'videos', gallery: 'galleries', product: 'products' };

/** Where each kind of asset lives in the API and in the pages. */
export const assetPaths = {
  search: (type: AssetType) => `/api/user/assets/${PLURAL[type]}/search`,
  detail: (a: Asset) => (a.type === 'gallery' ? `/api/user/assets/galleries/${a.id}/view` : `/api/user/assets/${PLURAL[a.type]}/${a.id}`),
  views: (a: Asset) => `/api/user/assets/${PLURAL[a.type]}/${a.id}/views`,
  page: (a: Asset) => `/${PLURAL[a.type]}/${encodeURIComponent(a.slug || a.id)}`,
  plural: (type: AssetType) => PLURAL[type],
};

export async function discoverSite(api: Api): Promise<Site> {
  const assets = async (type: AssetType) =>
    (await api.all<{ _id: string; slug?: string | null }>(assetPaths.search(type))).map((item) => ({ type, id: item._id, slug: item.slug ?? item._id }));
  const [videos, galleries, products] = await Promise.all([assets('video'), assets('gallery'), assets('product')]);
  const performers = (await api.all<{ _id: string; username: string }>('/api/performers/search')).map((p) => ({ id: p._id, username: p.username }));
  if (performers.length === 0) throw new Error('the site lists no performers: is the demo seed there?');
  return { videos, galleries, products, assets: [...videos, ...galleries, ...products], performers };
}
