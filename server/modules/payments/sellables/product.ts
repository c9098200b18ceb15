import { createHash } from 'node:crypto';
import type { OrderLineRow } from '../../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../../http/errors';
import type { OrderableProduct } from '../../catalogue/orderable';
import type { NewLine, Shipping } from '../../orders/service';
import type { ProductsService } from '../../products/service';
import type { PurchasesService } from '../../purchases/service';
import type { SettingsService } from '../../settings/service';
import { displayNames } from '../../users/cards';
import type { SellableKind } from './kind';
import { ownedItems } from './owned-items';
import { shippingLine } from './shipping';

/** What a cart's checkout is asked for: products and quantities, and where to ship the physical ones. */
export interface CartRequest {
  products: Array<{ _id: string; quantity: number }>;
  shipping?: Shipping;
}

/**
 * The lines of a products order, checked against the catalogue as it is now: each product must exist, be on
 * sale, not be the buyer's own, be in stock for the quantity asked (a digital product: exactly one, not bought
 * before). Prices come from the catalogue only. Throws the first problem as a 4xx.
 */
export function productLines(
  buyerId: string,
  asked: CartRequest['products'],
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
    if (product.performerId === buyerId) throw new HttpError(422, `You cannot buy your own product "${product.name}".`, 'OWN_ITEM');
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

/** A cart's exact contents as one key (products and quantities, in id order, hashed). */
function cartKey(products: CartRequest['products']): string {
  const contents = products
    .map((p) => `${p._id.toLowerCase()}x${p.quantity}`)
    .sort()
    .join(',');
  return `cart:${createHash('sha256').update(contents).digest('base64url')}`;
}

const digital = (l: OrderLineRow) => l.product_type === 'digital';
const physical = (l: OrderLineRow) => l.product_type === 'physical';
/** Products are updated in one order (by id) by every settlement, so two payments cannot deadlock on them. */
const byProduct = (a: OrderLineRow, b: OrderLineRow) => (a.object_id < b.object_id ? -1 : a.object_id > b.object_id ? 1 : 0);

/**
 * Products, bought from a cart: a digital one is a download owned once (granted like a video); a physical one is
 * goods by quantity, taking stock when paid (a line whose stock went to an earlier payment is not delivered),
 * shipped by its seller, its stock given back when refunded.
 */
export function productSale(products: ProductsService, purchases: PurchasesService, settings: SettingsService): SellableKind<CartRequest> {
  const owned = ownedItems(purchases);
  return {
    lineType: 'product',
    earningSource: 'product',
    toldAsSale: true,
    orderKind: 'products',
    transactionType: 'product_purchase',
    intentOf: (request) => cartKey(request.products),
    async draft(trx, buyer, request) {
      const found = await products.orderable(
        trx,
        request.products.map((p) => p._id),
      );
      const downloads = found.filter((p) => p.type === 'digital').map((p) => ({ objectType: 'product' as const, objectId: p.id }));
      const bought = await purchases.boughtAmong(buyer.id, downloads, trx);
      const lines = productLines(buyer.id, request.products, found, (id) => bought.has(`product:${id}`));
      const sellers = [...new Set(lines.flatMap((l) => (l.productType === 'physical' && l.orderable.performerId ? [l.orderable.performerId] : [])))];
      if (sellers.length === 0) return { lines, shipping: null };
      if (!request.shipping)
        throw badRequest('Shipping details (name, address, city, country, phone, postal code) are needed for physical products.', 'SHIPPING_REQUIRED');
      // Each seller ships their own products, for the shippingFee setting's cents (none when it is 0).
      const fee = Number(await settings.get('shippingFee', 0, trx));
      if (!Number.isSafeInteger(fee) || fee <= 0) return { lines, shipping: request.shipping };
      const names = await displayNames(trx, sellers);
      const shippingLines = sellers.map((id) => shippingLine({ id, name: names.get(id) ?? 'the seller' }, fee));
      return { lines: [...lines, ...shippingLines], shipping: request.shipping };
    },
    ownedOnce: digital,
    shipped: physical,
    async undeliverable(s, lines) {
      const refused = await owned.undeliverable(s, lines.filter(digital));
      for (const line of lines.filter(physical).sort(byProduct)) {
        if (!(await products.takeStock(s.trx, line.object_id, line.quantity)))
          refused.set(line.id, `"${line.name}" x ${line.quantity} was out of stock when the payment arrived`);
      }
      return refused;
    },
    deliver: (s, lines) => owned.deliver(s, lines.filter(digital)),
    async takeBack(s, lines, earned) {
      await owned.takeBack(s, lines.filter(digital), earned);
      // Stock comes back only for lines that took it: those delivered (they earned; undeliverable ones did not).
      for (const line of lines.filter(physical).sort(byProduct)) {
        if (earned.has(line.id)) await products.restoreStock(s.trx, line.object_id, line.quantity);
      }
    },
  };
}
