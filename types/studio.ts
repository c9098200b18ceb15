import type { Static } from '@sinclair/typebox';
import type { RemovedSchema } from '../server/modules/catalogue/schemas';
import type { DeliveryUpdateBody as DeliveryUpdateBodySchema, SoldLinesQuery as SoldLinesQuerySchema } from '../server/modules/orders/schemas';
import type { ProductStatusSchema } from '../server/modules/products/schemas';

// The performer's Studio: their own listings and sold lines. Money is integer cents.

/** GET /orders/details/search: the caller's sold lines (OrderLine, with the buyer). */
export type SoldLinesQuery = Static<typeof SoldLinesQuerySchema>;
/** PUT /orders/:id/update (a line id): where a physical line's delivery is, and its tracking code. */
export type DeliveryUpdate = Static<typeof DeliveryUpdateBodySchema>;

/** What deleting an item did: deleted, or kept off the site for the buyers it has. */
export type Removal = Static<typeof RemovedSchema>['removed'];

export type ProductStatus = Static<typeof ProductStatusSchema>;

/** GET /performer/assets/products/search and /performer/assets/videos/search: status, price, stats, sales, revenue. */
export type { OwnProduct } from './product';
export type { OwnVideo } from './video';
/** The query words of the owner's listings. */
export type { OwnAssetQuery as OwnAssetsQuery } from './catalogue';
