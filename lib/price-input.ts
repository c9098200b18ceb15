// Prices as the Studio's forms take them: typed in the site's currency ("9.99"), sent as integer cents (999).
// The conversion and its checks (the server's limits, said before sending) are this module's only.

import { CONTENT_RULES } from './content-rules';

const { minCents, maxCents } = CONTENT_RULES.price;
const AMOUNT = /^(\d{1,7})(?:[.,](\d{1,2}))?$/;

/** "12.5" -> 1250, "12,99" -> 1299; null when it is not an amount with at most two decimals. */
export function centsFromInput(text: string): number | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1250 -> "12.50": cents as the price input shows them. */
export const inputFromCents = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** What is wrong with a typed price, if anything. */
export function priceProblem(text: string): string | null {
  const cents = centsFromInput(text);
  if (!text.trim()) return 'Set a price.';
  if (cents === null) return 'A price is an amount like 9.99.';
  if (cents < minCents) return 'A price is more than zero.';
  if (cents > maxCents) return `A price is at most ${(maxCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}.`;
  return null;
}
