import type { CreatorPost, PostMedia } from '../../../types/creator-post';
import { makePerformerCard } from './catalogue-fixtures';

/** An open photo: its signed thumbnail and full photo. */
export function makePostPhoto(index: number, overrides: Partial<PostMedia> = {}): PostMedia {
  return {
    _id: `m${index}`,
    kind: 'photo',
    thumbnail: `/api/files/protected/photos/t${index}.webp?sig=1`,
    url: `/api/files/protected/photos/f${index}.webp?sig=1`,
    width: 1200,
    height: 800,
    video: null,
    ...overrides,
  };
}

/** A photo as a viewer who may not see the post gets it: the public blurred preview, no full photo. */
export function makeLockedPhoto(index: number): PostMedia {
  return makePostPhoto(index, { thumbnail: `/api/files/public/photo-previews/b${index}.webp`, url: null });
}

/** A subscribers' post its viewer may see (a subscriber): text, a photo and a video. */
export function makeCreatorPost(overrides: Partial<CreatorPost> = {}): CreatorPost {
  return {
    _id: 'post1',
    slug: 'morning-notes',
    title: 'Morning notes',
    html: '<p>Hello <strong>fans</strong></p>',
    excerpt: 'Hello fans',
    access: 'subscribers',
    price: 0,
    performer: makePerformerCard(),
    stats: { views: 3, likes: 2, comments: 1 },
    mediaCount: 2,
    media: [
      makePostPhoto(1),
      {
        _id: 'm2',
        kind: 'video',
        thumbnail: '/api/files/public/videos/v1-poster.webp',
        url: null,
        width: null,
        height: null,
        video: { _id: 'v1', slug: 'clip', title: 'The clip', thumbnail: '/api/files/public/videos/v1-poster.webp', durationSeconds: 20 },
      },
    ],
    publishedAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    pinned: false,
    canView: true,
    accessReason: 'subscribed',
    isBought: false,
    isSubscribed: true,
    ...overrides,
  };
}

/** The same post as someone who may not see it gets it: no text, its photo's blurred preview. */
export function makeLockedPost(overrides: Partial<CreatorPost> = {}): CreatorPost {
  return makeCreatorPost({
    html: null,
    excerpt: '',
    canView: false,
    accessReason: 'locked',
    isSubscribed: false,
    mediaCount: 1,
    media: [makeLockedPhoto(1)],
    ...overrides,
  });
}
