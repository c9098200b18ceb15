import type { ReactNode } from 'react';
import type { ListingKind, ListingQuery } from '../../types/listing';
import CatalogueGrid from './catalogue-grid';
import PagedList from './paged-list';
import { useListing } from './use-listing';

interface Props {
  kind: ListingKind;
  /** Filters the shown page was loaded with; load-more asks for the next page with the same ones. */
  filters: ListingQuery;
  /** What to say when nothing matches. */
  emptyText: ReactNode;
}

/** One listing's cards in a grid, with its empty, error and load-more states. */
export default function CatalogueList({ kind, filters, emptyText }: Props) {
  const list = useListing(kind, filters);
  return (
    <PagedList
      list={list}
      noun={kind}
      emptyText={emptyText}
      errorTitle={`We couldn't load the ${kind}`}
      request={(offset) => (offset ? list.loadMore() : list.reload())}
    >
      <CatalogueGrid kind={kind} items={list.items} />
    </PagedList>
  );
}
