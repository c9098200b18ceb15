import { ASSET_SORTS } from '../../lib/catalogue';
import type { SearchTotals } from '../../types/content';
import type { ListingQuery } from '../../types/listing';
import CatalogueList from '../common/catalogue-list';
import { VIDEO_FILTER_SELECTS } from '../common/listing-config';
import ListingFilters from '../common/listing-filters';
import QueryTabs from '../common/query-tabs';
import SearchOverview from './search-overview';
import { searchTabItems, TAB_PARAM, type SearchTab } from './search-tabs';

const VIDEO_TAB_SELECTS = [...VIDEO_FILTER_SELECTS, { name: 'sortBy', label: 'Sort by', placeholder: 'Newest', options: ASSET_SORTS }];

interface Props {
  q: string;
  totals: SearchTotals | null;
  tab: SearchTab;
  /** The filters the active kind's tab was loaded with (see tabFilters). */
  filters: ListingQuery;
}

/** The results as tabs kept in the URL: All (the top of each kind), then each kind's whole listing searched with q. */
export default function SearchResults({ q, totals, tab, filters }: Props) {
  return (
    <QueryTabs tabs={searchTabItems(totals)} active={tab} param={TAB_PARAM} label="Results by type" testId="search-tabs">
      {tab === 'all' ? (
        <SearchOverview q={q} totals={totals} />
      ) : (
        <>
          {tab === 'videos' && <ListingFilters selects={VIDEO_TAB_SELECTS} values={filters} />}
          <CatalogueList
            kind={tab}
            filters={filters}
            emptyText={`No ${tab} match “${q}”${Object.keys(filters).length > 1 ? ' with these filters' : ''}. Check the spelling or try a shorter search.`}
          />
        </>
      )}
    </QueryTabs>
  );
}
