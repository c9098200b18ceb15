import type { OrderLineRow } from '../../../db/schema';
import type { CreatorPostsService } from '../../creator-posts/service';
import type { GalleriesService } from '../../galleries/service';
import type { ProductsService } from '../../products/service';
import type { PurchasesService } from '../../purchases/service';
import type { VideosService } from '../../videos/service';
import type { LineKind } from './kind';
import { payPerView } from './pay-per-view';
import { productSale } from './product';
import { shipping } from './shipping';
import { subscriptionSale, type SubscriptionSaleDeps } from './subscription';
import { tipSale } from './tip';
import type { TipsService } from '../../tips/service';
import type { MessageUnlocks } from '../../messages/unlocks';
import { messageUnlock } from './message';

export type { LineKind, SellableKind, Settling, OrderDraft } from './kind';

export interface SellableDeps extends SubscriptionSaleDeps {
  videos: VideosService;
  galleries: GalleriesService;
  creatorPosts: CreatorPostsService;
  products: ProductsService;
  purchases: PurchasesService;
  tips: TipsService;
  unlocks: MessageUnlocks;
}

/**
 * Everything a fan can pay for, one module per kind, keyed by the object_type of its order lines (shipping comes
 * with a cart's physical products; the others are bought through their own checkout route). A new kind is its entry
 * in lib/sellable-kinds.ts (its name, order and payment types, words and purchase route, for the server and the web),
 * a module here (its line, checkout, settlement and take-back), its migration and its button. Settlement asks the
 * kinds in this order: shipping last, since it depends on what of the goods could be delivered.
 */
export function sellableKinds(deps: SellableDeps) {
  return {
    video: payPerView('video', deps.videos, deps.purchases),
    gallery: payPerView('gallery', deps.galleries, deps.purchases),
    creator_post: payPerView('creator_post', deps.creatorPosts, deps.purchases),
    product: productSale(deps.products, deps.purchases, deps.settings),
    subscription: subscriptionSale(deps),
    tip: tipSale(deps.tips),
    message: messageUnlock(deps.unlocks, deps.purchases),
    shipping,
  } satisfies Record<OrderLineRow['object_type'], LineKind>;
}

export type Sellables = ReturnType<typeof sellableKinds>;

/** The kind an order line belongs to. */
export const kindOf = (sellables: Sellables, line: OrderLineRow): LineKind => sellables[line.object_type];

/** An order's lines grouped by kind, kinds in the registry's order (the order settlement handles them in). */
export function byKind(sellables: Sellables, lines: OrderLineRow[]): Array<[LineKind, OrderLineRow[]]> {
  return Object.values(sellables).flatMap((kind: LineKind): Array<[LineKind, OrderLineRow[]]> => {
    const own = lines.filter((l) => l.object_type === kind.lineType);
    return own.length > 0 ? [[kind, own]] : [];
  });
}
