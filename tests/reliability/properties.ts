// What a run checks and what it prints: properties (pass or fail, with the figures they rest on) and plain figures.

export interface Property {
  name: string;
  ok: boolean;
  /** The figures the verdict rests on, and the first offending cases when it fails. */
  detail: string;
}

export type Figure = [label: string, value: string | number];

export interface CheckResult {
  properties: Property[];
  figures: Figure[];
}

export const property = (name: string, ok: boolean, detail: string): Property => ({ name, ok, detail });

/** The first few offending cases, for a failure's detail. */
export function examples(items: string[], max = 5): string {
  if (items.length === 0) return '';
  return `; e.g. ${items.slice(0, max).join('; ')}${items.length > max ? ` (+${items.length - max} more)` : ''}`;
}
