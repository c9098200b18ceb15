import { conflict, HttpError, notFound } from '../../../http/errors';
import type { Executor } from '../../../db/unit-of-work';
import type { OrderableAsset } from '../../catalogue/orderable';
import type { NewLine } from '../../orders/service';
import type { PurchasesService } from '../../purchases/service';
import type { SellableKind } from './kind';
import { ownedItems } from './owned-items';

/** What a pay-per-view checkout is asked for: one video, gallery or post, by id. */
export interface AssetRequest {
  id: string;
}

interface AssetCatalogue {
  orderable(db: Executor, id: string): Promise<OrderableAsset | null>;
}

const NOUNS = { video: 'Video', gallery: 'Gallery', creator_post: 'Post' } as const;

/** The one line of a pay-per-view order: a live video, gallery or post for sale at a price, not the buyer's own, not bought before. */
export function saleLine(buyerId: string, kind: OrderableAsset['kind'], asset: OrderableAsset | null, alreadyBought: boolean): NewLine {
  const noun = NOUNS[kind];
  if (!asset || !asset.live) throw notFound(`${noun} not found`, `${kind.toUpperCase()}_NOT_FOUND`);
  if (asset.access !== 'sale' || asset.priceCents <= 0) throw new HttpError(422, `"${asset.name}" is not for sale.`, 'NOT_FOR_SALE');
  if (asset.performerId === buyerId) throw new HttpError(422, `You cannot buy your own ${noun.toLowerCase()}.`, 'OWN_ITEM');
  if (alreadyBought) throw conflict(`You already bought "${asset.name}".`, 'ALREADY_BOUGHT');
  return { orderable: asset, objectType: kind, productType: null, quantity: 1 };
}

/** Pay-per-view: a video, a gallery or a creator's post sold one at a time, for access to it; its performer earns from it. */
export function payPerView(kind: OrderableAsset['kind'], catalogue: AssetCatalogue, purchases: PurchasesService): SellableKind<AssetRequest> {
  return {
    lineType: kind,
    earningSource: kind,
    toldAsSale: true,
    orderKind: kind,
    transactionType: `${kind}_purchase`,
    intentOf: (request) => `${kind}:${request.id.toLowerCase()}`,
    async draft(trx, buyer, request) {
      const asset = await catalogue.orderable(trx, request.id);
      const bought = asset ? (await purchases.boughtAmong(buyer.id, [{ objectType: kind, objectId: asset.id }], trx)).size > 0 : false;
      return { lines: [saleLine(buyer.id, kind, asset, bought)], shipping: null };
    },
    ownedOnce: () => true,
    shipped: () => false,
    ...ownedItems(purchases),
  };
}
