import type { ParsedUrlQuery } from 'querystring';
import type { ListingKind, ListingQuery } from '../types/listing';
import { ACCESS_FILTERS, ASSET_SORTS, DURATION_FILTERS, PERFORMER_SORTS, PRODUCT_TYPES, type Option } from './catalogue';

/** A query word a page keeps in its URL; with `options`, only those values are kept. */
export type QueryRule = { key: string; options?: readonly Option[] };

const assetRules: QueryRule[] = [{ key: 'q' }, { key: 'categoryId' }, { key: 'sortBy', options: ASSET_SORTS }];

/** The video listing's own filters (also on the search's videos tab). */
export const VIDEO_FILTER_RULES: QueryRule[] = [
  { key: 'access', options: ACCESS_FILTERS },
  { key: 'duration', options: DURATION_FILTERS },
];

/** Query words each listing keeps in the URL; values outside an option list are dropped. */
export const LISTING_RULES: Record<ListingKind, QueryRule[]> = {
  videos: [...assetRules, ...VIDEO_FILTER_RULES],
  galleries: assetRules,
  products: [...assetRules, { key: 'type', options: PRODUCT_TYPES }],
  performers: [{ key: 'q' }, { key: 'gender' }, { key: 'country' }, { key: 'sortBy', options: PERFORMER_SORTS }],
};

export function firstValue(value: string | string[] | undefined): string {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' ? text.trim().slice(0, 200) : '';
}

/** The filters of a listing read from the page's URL query (only known, non-empty words). */
export function filtersFromQuery(kind: ListingKind, query: ParsedUrlQuery): ListingQuery {
  return queryFilters(LISTING_RULES[kind], query);
}

/** The words of `rules` found in a page's URL query: non-empty, and among their options when they have some. */
export function queryFilters(rules: readonly QueryRule[], query: ParsedUrlQuery): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const rule of rules) {
    const value = firstValue(query[rule.key]);
    if (!value) continue;
    if (rule.options && !rule.options.some((o) => o.value === value)) continue;
    filters[rule.key] = value;
  }
  return filters;
}
