import type { CartItem } from '../redux/cart/slice';
import { MAX_LINE_QUANTITY } from '../redux/cart/stored-cart';
import type { CartProduct } from '../redux/checkout/slice';
import type { ProductDetail } from '../types/product';
import { basisPointsOf, discountOf } from './discount';

/** Why a line cannot be checked out as it is; null when it can. */
export type LineProblem = 'loading' | 'missing' | 'failed' | 'soldOut' | 'overStock' | 'owned' | null;

export interface CartLine {
  item: CartItem;
  product: ProductDetail | null;
  problem: LineProblem;
  /** The most the quantity control offers: 1 for digital products, the stock (up to the cart's cap) for physical ones. */
  maxQuantity: number;
  /** The quantity the line shows and checks out: always 1 for a digital product. */
  quantity: number;
  unitCents: number;
  lineCents: number;
  /** Why asking for the product failed (problem 'failed'). */
  failure?: string;
}

function problemOf(product: ProductDetail, quantity: number): LineProblem {
  if (product.type === 'digital') return product.isBought ? 'owned' : null;
  if (!product.inStock || product.stock === 0) return 'soldOut';
  if (product.stock !== null && quantity > product.stock) return 'overStock';
  return null;
}

/** One cart item with what the API says of its product now. */
export function cartLine(item: CartItem, loaded: CartProduct | undefined): CartLine {
  const empty = { item, product: null, maxQuantity: 1, quantity: item.quantity, unitCents: 0, lineCents: 0 };
  if (!loaded) return { ...empty, problem: 'loading' };
  if (loaded.status === 'missing') return { ...empty, problem: 'missing' };
  if (loaded.status === 'failed') return { ...empty, problem: 'failed', failure: loaded.message };
  const { product } = loaded;
  const digital = product.type === 'digital';
  const quantity = digital ? 1 : item.quantity;
  const maxQuantity = digital ? 1 : Math.max(1, Math.min(MAX_LINE_QUANTITY, product.stock ?? MAX_LINE_QUANTITY));
  const unitCents = product.price;
  return { item, product, problem: problemOf(product, quantity), maxQuantity, quantity, unitCents, lineCents: unitCents * quantity };
}

export interface CartTotals {
  subtotalCents: number;
  discountCents: number;
  /** The shipping fee once per seller of the cart's physical products (a coupon takes nothing off it). */
  shippingCents: number;
  totalCents: number;
  /** Some line is physical: shipping details are needed. */
  needsShipping: boolean;
  /** Every line can be checked out as it is, and there is at least one. */
  ready: boolean;
}

/**
 * The preview of the order: the server computes the real one from the same lines and coupon, with the same
 * discount function (lib/discount.ts). `couponDiscount` is the applied coupon's fraction as the API states it.
 */
export function cartTotals(lines: CartLine[], couponDiscount = 0, shippingFeeCents = 0): CartTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.lineCents, 0);
  const discount = discountOf(subtotal, basisPointsOf(couponDiscount));
  const shipped = lines.filter((line) => line.product?.type === 'physical');
  const sellers = new Set(shipped.map((line) => line.product?.performer?._id ?? ''));
  const shipping = shipped.length > 0 ? sellers.size * shippingFeeCents : 0;
  return {
    subtotalCents: subtotal,
    discountCents: discount,
    shippingCents: shipping,
    totalCents: subtotal - discount + shipping,
    needsShipping: shipped.length > 0,
    ready: lines.length > 0 && lines.every((line) => line.problem === null),
  };
}
