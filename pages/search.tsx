import PageHeading from '../components/common/page-heading';
import SeoMeta from '../components/common/seo-meta';
import { ListEmpty } from '../components/common/list-status';
import SearchBox from '../components/search/search-box';
import SearchResults from '../components/search/search-results';
import { OVERVIEW_SIZES, overviewKinds, searchTabOf, tabFilters, TAB_PARAM, type SearchTab } from '../components/search/search-tabs';
import { firstValue } from '../lib/listing-query';
import { requestOptions } from '../lib/request-options';
import { requestOrigin } from '../lib/seo';
import { storeOf } from '../redux/load-through';
import { loadListing } from '../redux/page-loaders';
import { searchService } from '../services/search.service';
import type { SearchTotals } from '../types/content';
import type { ListingQuery } from '../types/listing';
import type { LimelightPage } from '../types/page';

interface Props {
  q: string;
  totals: SearchTotals | null;
  tab: SearchTab;
  filters: ListingQuery;
  origin: string;
}

const SearchPage: LimelightPage<Props> = ({ q, totals, tab, filters, origin }) => (
  <div className="page-container" data-testid="search-page">
    <SeoMeta title={q ? `Search: ${q}` : 'Search'} description="Search performers, videos, galleries and products." origin={origin} />
    <PageHeading title={q ? `Results for “${q}”` : 'Search'} count={totals?.total} noun="results" />
    <SearchBox placement="page" testId="search-page-input" autoFocus={!q} />
    {q ? (
      <SearchResults q={q} totals={totals} tab={tab} filters={filters} />
    ) : (
      <ListEmpty testId="search-prompt">Type a performer&apos;s name, a title or a tag to search the whole site.</ListEmpty>
    )}
  </div>
);

SearchPage.getInitialProps = async (ctx) => {
  const q = firstValue(ctx.query.q);
  const origin = requestOrigin(ctx.req);
  const tab = searchTabOf(firstValue(ctx.query[TAB_PARAM]));
  if (!q) return { q, totals: null, tab, filters: {}, origin };
  const options = requestOptions(ctx.req);
  const store = storeOf(ctx);
  if (tab !== 'all') {
    const filters = tabFilters(tab, q, ctx.query);
    const [totals] = await Promise.all([searchService.totals(q, options).catch(() => null), loadListing(store, tab, filters, options)]);
    return { q, totals, tab, filters, origin };
  }
  // All: the first few of each kind that has results (the totals say which).
  const totals = await searchService.totals(q, options).catch(() => null);
  await Promise.all(overviewKinds(totals).map((kind) => loadListing(store, kind, { q }, options, OVERVIEW_SIZES[kind])));
  return { q, totals, tab, filters: { q }, origin };
};

export default SearchPage;
