import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import type { OrderableAsset, OrderableProduct } from '../catalogue/orderable';
import type { NewLine } from './service';

const unprocessable = (message: string, code: string) => new HttpError(422, message, code);

/**
 * The lines of a products order, checked against the catalogue as it is now: each product must exist, be on
 * sale, not be the buyer's own, be in stock for the quantity asked (a digital product: exactly one, not bought
 * before). Prices come from the catalogue only. Throws the first problem as a 4xx.
 */
export function productLines(
  buyerId: string,
  asked: Array<{ _id: string; quantity: number }>,
  found: OrderableProduct[],
  alreadyBought: (productId: string) => boolean,
): NewLine[] {
  const seen = new Set<string>();
  for (const { _id } of asked) {
    if (seen.has(_id.toLowerCase())) throw badRequest(`Product ${_id} is listed twice: give each product once, with its quantity.`, 'DUPLICATE_ITEM');
    seen.add(_id.toLowerCase());
  }
  const byId = new Map(found.map((p) => [p.id, p]));
  return asked.map(({ _id, quantity }) => {
    const product = byId.get(_id.toLowerCase());
    if (!product || !product.live) throw notFound(`Product ${_id} is not found or no longer for sale.`, 'PRODUCT_NOT_FOUND');
    if (product.performerId === buyerId) throw unprocessable(`You cannot buy your own product "${product.name}".`, 'OWN_ITEM');
    if (!Number.isInteger(quantity) || quantity < 1)
      throw badRequest(`The quantity of "${product.name}" must be a whole number of at least 1.`, 'INVALID_QUANTITY');
    if (product.type === 'digital') {
      if (quantity !== 1) throw badRequest(`"${product.name}" is a digital product: its quantity is 1.`, 'INVALID_QUANTITY');
      if (alreadyBought(product.id)) throw conflict(`You already own "${product.name}": find it in your downloads.`, 'ALREADY_BOUGHT');
    } else if (product.stock !== null) {
      if (product.stock === 0) throw conflict(`"${product.name}" is out of stock.`, 'OUT_OF_STOCK');
      if (quantity > product.stock) throw conflict(`Only ${product.stock} of "${product.name}" left: lower the quantity.`, 'NOT_ENOUGH_STOCK');
    }
    return { orderable: product, objectType: 'product', productType: product.type, quantity };
  });
}

const ASSET_NAMES = { video: 'Video', gallery: 'Gallery' } as const;

/** The one line of a pay-per-view order: a live video or gallery for sale at a price, not the buyer's own, not bought before. */
export function saleLine(buyerId: string, kind: OrderableAsset['kind'], asset: OrderableAsset | null, alreadyBought: boolean): NewLine {
  const noun = ASSET_NAMES[kind];
  if (!asset || !asset.live) throw notFound(`${noun} not found`, `${kind.toUpperCase()}_NOT_FOUND`);
  if (asset.access !== 'sale' || asset.priceCents <= 0) throw unprocessable(`"${asset.name}" is not for sale.`, 'NOT_FOR_SALE');
  if (asset.performerId === buyerId) throw unprocessable(`You cannot buy your own ${noun.toLowerCase()}.`, 'OWN_ITEM');
  if (alreadyBought) throw conflict(`You already bought "${asset.name}".`, 'ALREADY_BOUGHT');
  return { orderable: asset, objectType: kind, productType: null, quantity: 1 };
}

/** What a subscription line is made from: the package, as the packages module reads it. */
export interface SubscribablePackage {
  id: string;
  performer_id: string | null;
  name: string;
  price_cents: number;
  period_days: number;
  recurring: boolean;
}

/**
 * The one line of a subscription order: one period of the package, never a performer's own. The line carries the
 * terms (price, period, recurrence) and names whom it is for ("Monthly: Demo Performer"): settlement reads these,
 * so a package edited while the payment is open changes nothing for this buyer.
 */
export function subscriptionLine(buyerId: string, pkg: SubscribablePackage, sellerName: string): NewLine {
  if (pkg.performer_id === buyerId) throw unprocessable('You cannot subscribe to yourself.', 'OWN_ITEM');
  return {
    orderable: { id: pkg.id, performerId: pkg.performer_id, name: `${pkg.name}: ${sellerName}`, priceCents: pkg.price_cents, live: true, imageKey: null },
    objectType: 'subscription',
    productType: null,
    quantity: 1,
    terms: { periodDays: pkg.period_days, recurring: pkg.recurring },
  };
}
