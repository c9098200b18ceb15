import { expect, type APIRequestContext } from '@playwright/test';

// Seeded content is read through the API, so the journeys follow whatever the demo seed holds.

interface Page<T> {
  data: T[];
  total: number;
}

export interface PerformerCard {
  _id: string;
  name: string;
  username: string;
}

export interface SeededVideo {
  _id: string;
  title: string;
  slug: string;
  access: 'free' | 'subscribers' | 'sale';
  price: number;
  duration: number | null;
  performer: PerformerCard | null;
}

export interface SeededGallery {
  _id: string;
  title: string;
  slug: string;
  access: 'free' | 'subscribers' | 'sale';
  photosCount: number;
  performer: PerformerCard | null;
}

export interface SeededPhoto {
  _id: string;
  thumbnail: string;
  url: string | null;
}

export async function apiList<T>(request: APIRequestContext, path: string, params: Record<string, string | number> = {}): Promise<Page<T>> {
  const res = await request.get(`/api${path}`, { params });
  expect(res.ok(), `GET /api${path} answered ${res.status()}`).toBe(true);
  return (await res.json()).data as Page<T>;
}

/** A performer of the home page's "Popular performers" row with a free video on the first page of their profile. */
export async function homePerformerWithFreeVideo(request: APIRequestContext) {
  const performers = await apiList<PerformerCard>(request, '/performers/search', { sortBy: 'popular', limit: 6 });
  for (const performer of performers.data) {
    const videos = await apiList<SeededVideo>(request, '/user/assets/videos/search', { performerId: performer._id, limit: 12 });
    const video = videos.data.find((v) => v.access === 'free');
    if (video) return { performer, video };
  }
  throw new Error('the seed has no home-page performer with a free video');
}

export async function videoWithAccess(request: APIRequestContext, access: SeededVideo['access']): Promise<SeededVideo> {
  const videos = await apiList<SeededVideo>(request, '/user/assets/videos/search', { limit: 200 });
  const video = videos.data.find((v) => v.access === access);
  if (!video) throw new Error(`the seed has no ${access} video`);
  return video;
}

export async function galleryWithAccess(request: APIRequestContext, access: SeededGallery['access']): Promise<SeededGallery> {
  const galleries = await apiList<SeededGallery>(request, '/user/assets/galleries/search', { limit: 200 });
  const gallery = galleries.data.find((g) => g.access === access && g.photosCount > 1);
  if (!gallery) throw new Error(`the seed has no ${access} gallery with photos`);
  return gallery;
}

/** The path of an address, without the signature's query (signed links differ per request). */
/**
 * A seeded creator with an active package (to subscribe to), and another (to follow): the most popular, since
 * creators who joined during the run (another test's applicants) are the newest, with passwords of their own. Seeded
 * creators sign in with the demo password.
 */
export async function creatorsWithPackage(request: APIRequestContext) {
  const performers = (await apiList<PerformerCard & { username: string }>(request, '/performers/search', { sortBy: 'popular', limit: 20 })).data;
  for (const candidate of performers) {
    const packages = await apiList<{ _id: string }>(request, '/package/subscription/search', { performerId: candidate._id, active: 'true' });
    if (!packages.data[0]) continue;
    const other = performers.find((p) => p._id !== candidate._id)!;
    return { creator: candidate, packageId: packages.data[0]._id, other };
  }
  throw new Error('the seed has no creator with a package');
}

export const pathOf = (address: string) => new URL(address, 'http://site.invalid').pathname;
