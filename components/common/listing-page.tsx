import type { NextPageContext } from 'next';
import { filtersFromQuery } from '../../lib/listing-query';
import { requestOptions } from '../../lib/request-options';
import { requestOrigin } from '../../lib/seo';
import { useAppSelector } from '../../redux/hooks';
import { listings } from '../../redux/listings';
import { storeOf } from '../../redux/load-through';
import { loadListing } from '../../redux/page-loaders';
import type { ListingKind, ListingQuery } from '../../types/listing';
import CatalogueList from './catalogue-list';
import { LISTING_CONFIG, type SelectOptions } from './listing-config';
import ListingFilters from './listing-filters';
import PageHeading from './page-heading';
import SeoMeta from './seo-meta';

export interface ListingPageProps {
  filters: ListingQuery;
  selectOptions: SelectOptions;
  origin: string;
}

/** getInitialProps of a listing page: filters from the URL, first page through the slice, select options. */
export function listingPageProps(kind: ListingKind) {
  return async (ctx: NextPageContext): Promise<ListingPageProps> => {
    const options = requestOptions(ctx.req);
    const filters = filtersFromQuery(kind, ctx.query);
    const [selectOptions] = await Promise.all([
      LISTING_CONFIG[kind].loadOptions(options).catch((): SelectOptions => ({})),
      loadListing(storeOf(ctx), kind, filters, options),
    ]);
    return { filters, selectOptions, origin: requestOrigin(ctx.req) };
  };
}

/** /videos, /galleries, /products, /performers: heading, filters kept in the URL, cards and load-more. */
export default function ListingPage({ kind, filters, selectOptions, origin }: ListingPageProps & { kind: ListingKind }) {
  const config = LISTING_CONFIG[kind];
  const total = useAppSelector((s) => listings[kind].select(s).total);
  const filtered = Object.keys(filters).length > 0;
  return (
    <div className="page-container" data-testid={`${kind}-page`}>
      <SeoMeta title={config.title} description={config.intro} origin={origin} />
      <PageHeading title={config.title} subtitle={config.intro} count={total} noun={kind} />
      <ListingFilters searchLabel={config.searchLabel} selects={config.selects(selectOptions)} values={filters} />
      <CatalogueList kind={kind} filters={filters} emptyText={filtered ? config.noMatchText : config.emptyText} />
    </div>
  );
}
