import type { CartItem } from './slice';

/** The most of one product a cart line may hold (a typo such as 1000 instead of 10 is cut down, not kept). */
export const MAX_LINE_QUANTITY = 99;
/** The most lines a cart keeps: as many as one order may hold (the purchase route takes up to 50). */
export const MAX_CART_LINES = 50;

/** A product id as the API writes one (a uuid); a slug or anything longer is not an id we stored. */
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isCartId = (value: unknown): value is string => typeof value === 'string' && ID_PATTERN.test(value);

/**
 * A quantity as a cart line may hold it: a whole number from 1 to MAX_LINE_QUANTITY. Missing or
 * unreadable is 1 (the spec's default), a fraction is rounded down, below 1 is 1, above the cap is the cap.
 */
export function lineQuantity(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 1;
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(value)));
}

/**
 * The cart list read back from local storage, which anyone (another app on the origin, an extension, the
 * visitor) may have written: only a list counts; an entry counts only with a product id, the first entry
 * of an id wins, its quantity is repaired (see lineQuantity), and the list is cut to MAX_CART_LINES.
 */
export function cartItemsFrom(stored: unknown): CartItem[] {
  if (!Array.isArray(stored)) return [];
  const items: CartItem[] = [];
  const seen = new Set<string>();
  for (const entry of stored) {
    if (items.length >= MAX_CART_LINES) break;
    if (typeof entry !== 'object' || entry === null) continue;
    const { _id, quantity } = entry as Record<string, unknown>;
    if (!isCartId(_id)) continue;
    const id = _id.toLowerCase();
    if (seen.has(id)) continue;
    seen.add(id);
    items.push({ _id: id, quantity: lineQuantity(quantity) });
  }
  return items;
}
