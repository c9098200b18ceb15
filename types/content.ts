import type { Static } from '@sinclair/typebox';
import type { ChannelSchema } from '../server/modules/channels/schemas';
import type { PostSchema, PostSearchQuery, PostType as PostTypeSchema } from '../server/modules/posts/schemas';
import type { PromotionSchema, PromotionSearchQuery } from '../server/modules/promotions/schemas';
import type { SearchSuggestionsSchema, SearchTotalsSchema } from '../server/modules/search/schemas';

export type Channel = Static<typeof ChannelSchema>;

export type PostType = Static<typeof PostTypeSchema>;
export type Post = Static<typeof PostSchema>;
export type PostQuery = Static<typeof PostSearchQuery>;

/** Where a promotion shows: the pages ask for 'top', 'middle' or 'bottom'; the API takes any name. */
export type PromotionPosition = Promotion['position'];

/** A site promo (GET /site-promo/search) or a banner (GET /banners/search). */
export type Promotion = Static<typeof PromotionSchema>;
export type PromotionQuery = Static<typeof PromotionSearchQuery>;

/** GET /search/total */
export type SearchTotals = Static<typeof SearchTotalsSchema>;

/** GET /search/suggestions: a few performers and videos for what is being typed. */
export type SearchSuggestions = Static<typeof SearchSuggestionsSchema>;
