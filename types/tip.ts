import type { Static } from '@sinclair/typebox';
import type { ReceivedTipSchema, ReceivedTipsSchema, TipBody as TipBodySchema } from '../server/modules/tips/schemas';

// Tips' requests and answers, from the server's schemas (integer cents of the site's currency).

/** POST /payment/tip: to whom, how much, an optional message, and the item it is sent from. */
export type TipBody = Static<typeof TipBodySchema>;
export type ReceivedTip = Static<typeof ReceivedTipSchema>;
/** GET /performer/tips: a page, how many in all, the total kept (refunds left out). */
export type ReceivedTips = Static<typeof ReceivedTipsSchema>;
