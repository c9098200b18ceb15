import { useMemo } from 'react';
import type { SearchTotals } from '../../types/content';
import type { ListingKind } from '../../types/listing';
import ListingTabs from '../common/listing-tabs';

export const SEARCH_TYPES: ListingKind[] = ['performers', 'videos', 'galleries', 'products'];

const LABELS: Record<ListingKind, string> = { performers: 'Performers', videos: 'Videos', galleries: 'Galleries', products: 'Products' };

/** The type to show first: the one asked for, else the first with results. */
export function pickSearchType(requested: string, totals: SearchTotals | null): ListingKind {
  const asked = SEARCH_TYPES.find((t) => t === requested);
  if (asked) return asked;
  return SEARCH_TYPES.find((t) => (totals?.[t] ?? 0) > 0) ?? 'videos';
}

/** Per-type tabs with the totals from /search/total, each a listing searched with q. */
export default function SearchResults({ q, totals, type }: { q: string; totals: SearchTotals | null; type: ListingKind }) {
  const filters = useMemo(() => ({ q }), [q]);
  const tabs = SEARCH_TYPES.map((kind) => ({ kind, label: LABELS[kind], count: totals?.[kind] }));
  return (
    <ListingTabs
      tabs={tabs}
      active={type}
      param="type"
      filters={filters}
      emptyText={(kind) => `No ${kind} match “${q}”. Check the spelling or try a shorter search.`}
      label="Results by type"
      testId="search-tabs"
    />
  );
}
