import type { ParsedUrlQuery } from 'querystring';
import { ASSET_SORTS } from '../../lib/catalogue';
import { queryFilters, VIDEO_FILTER_RULES } from '../../lib/listing-query';
import type { SearchTotals } from '../../types/content';
import type { ListingKind, ListingQuery } from '../../types/listing';

/** The search page's tabs: everything at a glance, then one per kind of result. */
export type SearchTab = 'all' | ListingKind;

export const SEARCH_KINDS: ListingKind[] = ['performers', 'videos', 'galleries', 'products'];
export const SEARCH_TABS: SearchTab[] = ['all', ...SEARCH_KINDS];

/** The URL query word that holds the tab. */
export const TAB_PARAM = 'type';

const LABELS: Record<SearchTab, string> = { all: 'All', performers: 'Performers', videos: 'Videos', galleries: 'Galleries', products: 'Products' };

/** How many of each kind the All tab shows: one row of cards on a wide screen. */
export const OVERVIEW_SIZES: Record<ListingKind, number> = { performers: 6, videos: 4, galleries: 4, products: 5 };

/** The tab the URL asks for; All when it asks for none (or for one that does not exist). */
export function searchTabOf(requested: string): SearchTab {
  return SEARCH_TABS.find((tab) => tab === requested) ?? 'all';
}

/** Each tab with its count from /search/total ("Videos (5)"), once the totals are known. */
export function searchTabItems(totals: SearchTotals | null): { key: SearchTab; label: string }[] {
  return SEARCH_TABS.map((tab) => {
    const count = totals?.[tab === 'all' ? 'total' : tab];
    return { key: tab, label: count === undefined ? LABELS[tab] : `${LABELS[tab]} (${count})` };
  });
}

/** The kinds the All tab shows, in the tabs' order: those with results. */
export function overviewKinds(totals: SearchTotals | null): ListingKind[] {
  return SEARCH_KINDS.filter((kind) => (totals?.[kind] ?? 0) > 0);
}

/** What the videos tab lets the URL narrow the search by, besides q. */
const VIDEO_TAB_RULES = [...VIDEO_FILTER_RULES, { key: 'sortBy', options: ASSET_SORTS }];

/** The filters a kind's tab is loaded with: the search, and on the videos tab its access, length and sort. */
export function tabFilters(kind: ListingKind, q: string, query: ParsedUrlQuery): ListingQuery {
  return kind === 'videos' ? { q, ...queryFilters(VIDEO_TAB_RULES, query) } : { q };
}
