import type { Static } from '@sinclair/typebox';
import type { FeedItemSchema, FeedPageSchema, FeedQuery as FeedQuerySchema } from '../server/modules/feed/schemas';

/** One item of the fan's feed: a video, gallery, product or post, as the fan may see it. */
export type FeedItem = Static<typeof FeedItemSchema>;
export type FeedPage = Static<typeof FeedPageSchema>;
export type FeedQuery = Static<typeof FeedQuerySchema>;
export type FeedFilter = NonNullable<FeedQuery['kind']>;
