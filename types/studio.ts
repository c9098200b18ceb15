import type { Static } from '@sinclair/typebox';
import type { DeliveryUpdateBody as DeliveryUpdateBodySchema, SoldLinesQuery as SoldLinesQuerySchema } from '../server/modules/orders/schemas';
import type { OwnProductSchema, ProductStatusSchema } from '../server/modules/products/schemas';
import type { Video } from './video';

// The performer's Studio: their own listings and sold lines. Money is integer cents.

/** GET /orders/details/search: the caller's sold lines (OrderLine, with the buyer). */
export type SoldLinesQuery = Static<typeof SoldLinesQuerySchema>;
/** PUT /orders/:id/update (a line id): where a physical line's delivery is, and its tracking code. */
export type DeliveryUpdate = Static<typeof DeliveryUpdateBodySchema>;

export type ProductStatus = Static<typeof ProductStatusSchema>;

/** What the owner's listings add to each item: how it sold (count and gross cents); absent until the server sends them. */
export interface SalesFigures {
  salesCount?: number;
  revenue?: number;
}

/** GET /performer/assets/products/search */
export type OwnProduct = Static<typeof OwnProductSchema> & SalesFigures;
/** GET /performer/assets/videos/search: the owner's video card (status, price, stats) with its sales. */
export type OwnVideo = Pick<Video, '_id' | 'title' | 'slug' | 'status' | 'access' | 'isSale' | 'price' | 'thumbnail' | 'stats' | 'createdAt'> &
  SalesFigures;

/** The query words of the owner's listings. */
export type OwnAssetsQuery = {
  q?: string;
  status?: string;
  limit?: number;
  offset?: number;
};
