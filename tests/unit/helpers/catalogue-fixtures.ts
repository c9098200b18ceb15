import type { PerformerCard } from '../../../types/catalogue';
import type { Channel, Promotion } from '../../../types/content';
import type { Gallery, GalleryDetail, Photo } from '../../../types/gallery';
import type { Performer } from '../../../types/performer';
import type { Product } from '../../../types/product';
import type { Video, VideoDetail } from '../../../types/video';

const stats = { views: 1200, likes: 34, favourites: 5, comments: 2 };
const dates = { publishedAt: '2025-03-04T10:00:00.000Z', createdAt: '2025-03-01T10:00:00.000Z' };

export function makePerformerCard(overrides: Partial<PerformerCard> = {}): PerformerCard {
  return { _id: 'p1', name: 'Aria Skye', username: 'aria_skye', avatar: '/api/files/public/avatars/aria.webp', ...overrides };
}

export function makeVideo(overrides: Partial<Video> = {}): Video {
  const performer = makePerformerCard();
  return {
    _id: 'v1',
    title: 'Night walk',
    slug: 'night-walk',
    description: 'A walk at night.',
    tags: ['night'],
    status: 'active',
    access: 'free',
    isSale: false,
    price: 0,
    thumbnail: '/api/files/public/thumbs/v1.webp',
    teaser: '/api/files/public/teasers/v1.mp4',
    duration: 245,
    width: 1280,
    height: 720,
    stats,
    performer,
    performers: [performer],
    categories: [{ _id: 'c1', name: 'Music', slug: 'music' }],
    ...dates,
    ...overrides,
  };
}

export function makeVideoDetail(overrides: Partial<VideoDetail> = {}): VideoDetail {
  return {
    ...makeVideo(),
    canView: true,
    accessReason: 'free',
    isBought: false,
    isSubscribed: false,
    video: { url: '/api/files/protected/videos/v1.mp4?expires=1&signature=s', type: 'video/mp4', expiresInSeconds: 14400 },
    subscriptionPrice: null,
    ...overrides,
  };
}

export function makeGallery(overrides: Partial<GalleryDetail> = {}): GalleryDetail {
  const gallery: Gallery = {
    _id: 'g1',
    title: 'Coastline',
    slug: 'coastline',
    description: null,
    tags: [],
    status: 'active',
    access: 'free',
    isSale: false,
    price: 0,
    cover: '/api/files/public/covers/g1.webp',
    photosCount: 8,
    stats,
    performer: makePerformerCard(),
    categories: [],
    ...dates,
  };
  return { ...gallery, canView: true, accessReason: 'free', isBought: false, isSubscribed: false, ...overrides };
}

export function makePhoto(index: number, overrides: Partial<Photo> = {}): Photo {
  return {
    _id: `ph${index}`,
    galleryId: 'g1',
    title: null,
    thumbnail: `/api/files/public/photos/thumb-${index}.webp`,
    url: `/api/files/protected/photos/${index}.webp?expires=1&signature=s`,
    width: 1200,
    height: 1600,
    ordering: index,
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'pr1',
    name: 'Signed poster',
    slug: 'signed-poster',
    description: 'Signed.',
    tags: [],
    type: 'physical',
    price: 2500,
    stock: 40,
    inStock: true,
    image: '/api/files/public/products/pr1.webp',
    images: [],
    shippingNote: null,
    stats,
    performer: makePerformerCard(),
    categories: [],
    ...dates,
    ...overrides,
  };
}

/** A profile with no attribute filled in (the API sends every attribute, null when empty). */
export const NO_ATTRIBUTES: Performer['attributes'] = {
  height: null,
  weight: null,
  ethnicity: null,
  hair: null,
  eyes: null,
  bodyType: null,
  sexualOrientation: null,
  age: null,
};

export function makePerformer(overrides: Partial<Performer> = {}): Performer {
  return {
    ...makePerformerCard(),
    cover: null,
    bio: 'Hello.',
    gender: 'female',
    country: 'US',
    isOnline: true,
    lastOnlineAt: null,
    attributes: { ...NO_ATTRIBUTES, age: 28 },
    stats: { videos: 6, galleries: 2, products: 2, likes: 10, views: 100, subscribers: 3 },
    createdAt: dates.createdAt,
    ...overrides,
  };
}

export function makeChannel(overrides: Partial<Channel> = {}): Channel {
  return { _id: 'ch1', name: 'Move', slug: 'move', description: null, cover: null, videosCount: 3, performers: [], ...overrides };
}

export function makePromotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    _id: 'pm1',
    title: 'New this week',
    description: null,
    image: '/api/files/public/promos/a.webp',
    link: '/videos',
    cta: 'Watch the latest',
    audience: 'everyone',
    position: 'top',
    ordering: 0,
    ...overrides,
  };
}
