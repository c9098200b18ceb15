import type { Static } from '@sinclair/typebox';
import type {
  EarningSchema,
  EarningSearchQuery as EarningSearchQuerySchema,
  EarningSourceSchema,
  EarningStatsQuery as EarningStatsQuerySchema,
  EarningStatsSchema,
  EarningTimelineQuery as EarningTimelineQuerySchema,
  EarningTimelineSchema,
} from '../server/modules/earnings/schemas';

// A performer's earnings as the API answers them, from the server's schemas. Money is integer cents.

export type EarningSource = Static<typeof EarningSourceSchema>;
/** GET /earning/performer/search */
export type Earning = Static<typeof EarningSchema>;
export type EarningSearchQuery = Static<typeof EarningSearchQuerySchema>;
/** GET /earning/performer/stats */
export type EarningStats = Static<typeof EarningStatsSchema>;
export type EarningStatsQuery = Static<typeof EarningStatsQuerySchema>;
/** GET /earning/performer/timeline */
export type EarningTimeline = Static<typeof EarningTimelineSchema>;
export type EarningTimelineQuery = Static<typeof EarningTimelineQuerySchema>;
