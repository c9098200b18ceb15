import type { ComponentType } from 'react';
import { queryFilters, type QueryRule } from '../../lib/listing-query';
import { requestOptions, type ServiceOptions } from '../../lib/request-options';
import { useAppSelector } from '../../redux/hooks';
import { storeOf } from '../../redux/load-through';
import type { AppStore, RootState } from '../../redux/store';
import type { ListingQuery } from '../../types/listing';
import type { LimelightPage } from '../../types/page';
import ListingFilters, { type FilterSelect } from '../common/listing-filters';
import PageHeading from '../common/page-heading';
import PageTitle from '../common/page-title';

export interface PurchaseListConfig<Q extends ListingQuery> {
  testId: string;
  /** The document's title. */
  title: string;
  heading: string;
  subtitle: string;
  noun: string;
  /** How many there are, from the list's slice. */
  total: (state: RootState) => number;
  /** The filters, each a word of the URL query (their rules keep only known values). */
  selects?: FilterSelect[];
  /** The search box's label (the list's `q`); none: no search box. */
  searchLabel?: string;
  rules?: readonly QueryRule[];
  /** Loads the list's first page with the filters through its slice. */
  load: (store: AppStore, filters: Q, options: ServiceOptions) => Promise<unknown>;
  /** The list, shown with the filters it was loaded with. */
  List: ComponentType<{ filters: Q }>;
  /** What the page offers beside its heading (the Studio's "Upload video"). */
  Extra?: ComponentType;
}

export interface PurchaseListProps<Q> {
  filters: Q;
}

/** A signed-in user's list page (the buyer's /user/orders, /user/transactions, /user/downloads; the Studio's lists): heading with the count, filters, the list. */
export function createPurchaseListPage<Q extends ListingQuery>(config: PurchaseListConfig<Q>): LimelightPage<PurchaseListProps<Q>> {
  const { testId, title, heading, subtitle, noun, total, selects, searchLabel, rules = [], load, List, Extra } = config;
  const Page: LimelightPage<PurchaseListProps<Q>> = ({ filters }) => {
    const count = useAppSelector(total);
    return (
      <div className="page-container" data-testid={testId}>
        <PageTitle title={title} />
        <PageHeading title={heading} subtitle={subtitle} count={count} noun={noun} extra={Extra && <Extra />} />
        {selects && <ListingFilters searchLabel={searchLabel} selects={selects} values={filters} />}
        <List filters={filters} />
      </div>
    );
  };
  Page.getInitialProps = async (ctx) => {
    const filters = queryFilters(rules, ctx.query) as Q;
    await load(storeOf(ctx), filters, requestOptions(ctx.req));
    return { filters };
  };
  Page.authenticate = true;
  return Page;
}
