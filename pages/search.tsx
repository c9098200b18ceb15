import PageHeading from '../components/common/page-heading';
import SeoMeta from '../components/common/seo-meta';
import { ListEmpty } from '../components/common/list-status';
import SearchBox from '../components/search/search-box';
import SearchResults, { pickSearchType } from '../components/search/search-results';
import { firstValue } from '../lib/listing-query';
import { requestOptions } from '../lib/request-options';
import { requestOrigin } from '../lib/seo';
import { storeOf } from '../redux/load-through';
import { loadListing } from '../redux/page-loaders';
import { searchService } from '../services/search.service';
import type { SearchTotals } from '../types/content';
import type { ListingKind } from '../types/listing';
import type { LimelightPage } from '../types/page';

interface Props {
  q: string;
  totals: SearchTotals | null;
  type: ListingKind;
  origin: string;
}

const SearchPage: LimelightPage<Props> = ({ q, totals, type, origin }) => (
  <div className="page-container" data-testid="search-page">
    <SeoMeta title={q ? `Search: ${q}` : 'Search'} description="Search performers, videos, galleries and products." origin={origin} />
    <PageHeading
      title={q ? `Results for “${q}”` : 'Search'}
      count={totals?.total}
      noun="results"
    />
    <SearchBox placement="page" testId="search-page-input" autoFocus={!q} />
    {q ? (
      <SearchResults q={q} totals={totals} type={type} />
    ) : (
      <ListEmpty testId="search-prompt">Type a performer&apos;s name, a title or a tag to search the whole site.</ListEmpty>
    )}
  </div>
);

SearchPage.getInitialProps = async (ctx) => {
  const q = firstValue(ctx.query.q);
  const origin = requestOrigin(ctx.req);
  if (!q) return { q, totals: null, type: 'videos' as ListingKind, origin };
  const options = requestOptions(ctx.req);
  const totals = await searchService.totals(q, options).catch(() => null);
  const type = pickSearchType(firstValue(ctx.query.type), totals);
  await loadListing(storeOf(ctx), type, { q }, options);
  return { q, totals, type, origin };
};

export default SearchPage;
