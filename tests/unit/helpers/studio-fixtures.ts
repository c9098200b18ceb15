import type { Earning, EarningStats, EarningTimeline } from '../../../types/earnings';
import type { OwnProduct, OwnVideo } from '../../../types/studio';
import type { Subscriber, SubscriptionPackage } from '../../../types/subscriptions';
import type { OwnVideoDetail } from '../../../types/video';
import { makeVideo, makeVideoDetail } from './catalogue-fixtures';
import { makeUser } from './fixtures';
import { makePackage as makeAnyPackage, makeSubscription } from './subscription-fixtures';

// The performer's Studio's answers, typed by the API contract (money in integer cents).

export const PERFORMER_ID = '00000000-0000-4000-8000-0000000000f1';
export const performer = makeUser({ _id: PERFORMER_ID, name: 'Aria Skye', username: 'aria', roles: ['user', 'performer'], isPerformer: true });
export const fan = makeUser();

export function makeEarning(overrides: Partial<Earning> = {}): Earning {
  return {
    _id: 'e1',
    performerId: PERFORMER_ID,
    sourceType: 'video',
    sourceId: 'v1',
    name: 'Night walk',
    quantity: 1,
    orderId: 'o1',
    orderNumber: 1042,
    transactionId: 't1',
    buyer: { _id: 'u2', name: 'Riley', username: 'riley' },
    grossPrice: 1299,
    commissionRate: 0.2,
    commission: 260,
    netPrice: 1039,
    status: 'earned',
    isPaid: false,
    paidAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    reversedAt: null,
    ...overrides,
  };
}

export function makeEarningStats(overrides: Partial<EarningStats> = {}): EarningStats {
  return {
    totalGrossPrice: 12990,
    totalCommission: 2598,
    totalNetPrice: 10392,
    paidPrice: 4000,
    unpaidPrice: 6392,
    count: 10,
    currency: 'USD',
    ...overrides,
  };
}

export function makeTimeline(overrides: Partial<EarningTimeline> = {}): EarningTimeline {
  return {
    groupBy: 'day',
    currency: 'USD',
    points: [
      { period: '2026-11-19', grossPrice: 0, netPrice: 0, count: 0 },
      { period: '2026-11-20', grossPrice: 1299, netPrice: 1039, count: 1 },
    ],
    ...overrides,
  };
}

export function makeSubscriber(overrides: Partial<Subscriber> = {}): Subscriber {
  const end = '2026-12-01T10:00:00.000Z';
  return {
    ...makeSubscription({
      _id: 's1',
      userId: 'u2',
      performer: { _id: PERFORMER_ID, name: 'Aria Skye', username: 'aria', avatar: null },
      package: { _id: 'pk1', name: 'Monthly' },
      startedAt: '2026-10-01T10:00:00.000Z',
      currentPeriodEnd: end,
      accessUntil: end,
      nextChargeAt: end,
    }),
    subscriber: { _id: 'u2', name: 'Riley', username: 'riley', avatar: null },
    totalPaid: 1998,
    ...overrides,
  };
}

export function makePackage(overrides: Partial<SubscriptionPackage> = {}): SubscriptionPackage {
  return makeAnyPackage({ _id: 'pk1', performerId: PERFORMER_ID, description: 'Every subscriber-only video and gallery.', ...overrides });
}

const stats = { views: 1234, likes: 56, favourites: 3, comments: 2 };

export function makeOwnProduct(overrides: Partial<OwnProduct> = {}): OwnProduct {
  return {
    _id: 'pr1',
    slug: 'tour-shirt',
    description: null,
    tags: [],
    stats,
    performer: { _id: PERFORMER_ID, name: 'Aria Skye', username: 'aria', avatar: null },
    categories: [],
    publishedAt: '2026-10-01T10:00:00.000Z',
    createdAt: '2026-10-01T10:00:00.000Z',
    name: 'Tour shirt',
    type: 'physical',
    price: 2500,
    stock: 10,
    inStock: true,
    image: null,
    images: [],
    shippingNote: null,
    status: 'active',
    publication: 'live',
    moderation: null,
    salesCount: 3,
    revenue: 7500,
    ...overrides,
  };
}

/** Where a video's media stands (default: ready). */
export function makeMedia(overrides: Partial<OwnVideo['media']> = {}): OwnVideo['media'] {
  return { state: 'ready', step: null, percent: 0, error: null, publishWhenReady: false, replacement: null, ...overrides };
}

export function makeOwnVideo(overrides: Partial<OwnVideo> = {}): OwnVideo {
  return {
    ...makeVideo({
      _id: 'v1',
      title: 'Night walk',
      slug: 'night-walk',
      status: 'active',
      access: 'sale',
      isSale: true,
      price: 1299,
      thumbnail: null,
      stats,
      createdAt: '2026-10-01T10:00:00.000Z',
    }),
    salesCount: 1,
    revenue: 1299,
    publication: 'live',
    moderation: null,
    media: { state: 'ready', step: null, percent: 100, error: null, publishWhenReady: false, replacement: null },
    teaserStartSeconds: 0,
    ...overrides,
  };
}

/** The owner's page of a video (what the Studio's writes answer): the card's fields and the detail's. */
export function makeOwnVideoDetail(overrides: Partial<OwnVideoDetail> = {}): OwnVideoDetail {
  const card = makeOwnVideo(overrides as Partial<OwnVideo>);
  return {
    ...makeVideoDetail(card),
    salesCount: card.salesCount,
    revenue: card.revenue,
    publication: card.publication,
    moderation: card.moderation,
    media: card.media,
    teaserStartSeconds: card.teaserStartSeconds,
    posterCandidates: [],
    ...overrides,
  };
}
