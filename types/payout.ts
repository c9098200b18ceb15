import type { Static } from '@sinclair/typebox';
import type {
  DuePayoutSchema,
  PayBatchBody,
  PayoutAccountBody,
  PayoutAccountSchema,
  PayoutBatchDetailSchema,
  PayoutBatchSchema,
  PayoutMethodSchema,
  PayoutSchema,
  PayoutSummarySchema,
} from '../server/modules/payouts/schemas';

export type PayoutMethod = Static<typeof PayoutMethodSchema>;
/** GET /performer/payout-account: where payouts go, masked. */
export type PayoutAccount = Static<typeof PayoutAccountSchema>;
/** PUT /performer/payout-account: the method, its fields whole, and the threshold in cents. */
export type PayoutAccountInput = Static<typeof PayoutAccountBody>;
/** GET /performer/payouts/summary: what is owed, held and sent, and the next payout. */
export type PayoutSummary = Static<typeof PayoutSummarySchema>;
export type Payout = Static<typeof PayoutSchema>;
/** GET /admin/payouts/due */
export type DuePayout = Static<typeof DuePayoutSchema>;
export type PayoutBatch = Static<typeof PayoutBatchSchema>;
export type PayoutBatchDetail = Static<typeof PayoutBatchDetailSchema>;
export type PayBatch = Static<typeof PayBatchBody>;
