import { centsFromInput } from './price-input';

// A tip's amount as the tip form takes it: a preset or a typed amount, in the site's currency, checked against the
// settings' limits before it is sent (the server checks again).

const PRESETS_CENTS = [500, 1000, 2000, 5000];

export interface TipLimits {
  minCents: number;
  maxCents: number;
}

/** The preset amounts the limits allow (at least the minimum, if none of the usual ones fits). */
export function tipPresets({ minCents, maxCents }: TipLimits): number[] {
  const fitting = PRESETS_CENTS.filter((cents) => cents >= minCents && cents <= maxCents);
  return fitting.length > 0 ? fitting : [minCents];
}

/** What is wrong with a typed tip, if anything (`money` writes an amount as the site shows it). */
export function tipProblem(text: string, limits: TipLimits, money: (cents: number) => string): string | null {
  if (!text.trim()) return 'Type an amount.';
  const cents = centsFromInput(text);
  if (cents === null) return 'An amount is like 12.50.';
  if (cents < limits.minCents || cents > limits.maxCents) return `A tip is from ${money(limits.minCents)} to ${money(limits.maxCents)}.`;
  return null;
}
