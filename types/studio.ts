import type { Static } from '@sinclair/typebox';
import type { PublishBody } from '../server/modules/catalogue/content-fields';
import type { RemovedSchema } from '../server/modules/catalogue/schemas';
import type { BulkBody, BulkResultSchema } from '../server/modules/catalogue/bulk-schemas';
import type { DeliveryUpdateBody as DeliveryUpdateBodySchema, SoldLinesQuery as SoldLinesQuerySchema } from '../server/modules/orders/schemas';
import type { ProductStatusSchema } from '../server/modules/products/schemas';

// The performer's Studio: their own listings and sold lines. Money is integer cents.

/** GET /orders/details/search: the caller's sold lines (OrderLine, with the buyer). */
export type SoldLinesQuery = Static<typeof SoldLinesQuerySchema>;
/** PUT /orders/:id/update (a line id): where a physical line's delivery is, and its tracking code. */
export type DeliveryUpdate = Static<typeof DeliveryUpdateBodySchema>;

/** What deleting an item did: deleted, or kept off the site for the buyers it has. */
export type Removal = Static<typeof RemovedSchema>['removed'];

/** POST /performer/<kind>/:id/publish: now, at a time to come, or back to a draft. */
export type PublishItem = Static<typeof PublishBody>;

/** POST /performer/<kind>/bulk: one action on many of the owner's items, and what became of each. */
export type BulkAction = Static<typeof BulkBody>;
export type BulkResult = Static<typeof BulkResultSchema>;

export type ProductStatus = Static<typeof ProductStatusSchema>;

/** GET /performer/assets/products/search and /performer/assets/videos/search: status, price, stats, sales, revenue. */
export type { OwnProduct } from './product';
export type { OwnVideo } from './video';
/** The query words of the owner's listings. */
export type { OwnAssetQuery as OwnAssetsQuery } from './catalogue';
