import type { ReactNode } from 'react';
import type { ListingKind, ListingQuery } from '../../types/listing';
import CatalogueGrid from './catalogue-grid';
import LoadMore from './load-more';
import { ListEmpty, ListError, ListInlineError } from './list-status';
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

  if (list.items.length === 0) {
    if (list.error) return <ListError title={`We couldn't load the ${kind}`} message={list.error.message} onRetry={list.reload} />;
    if (!list.requesting) return <ListEmpty>{emptyText}</ListEmpty>;
  }

  return (
    <div aria-busy={list.requesting}>
      <CatalogueGrid kind={kind} items={list.items} />
      {list.error && <ListInlineError message={list.error.message} onRetry={list.loadMore} />}
      <LoadMore shown={list.items.length} total={list.total} loading={list.requesting} onLoadMore={list.loadMore} noun={kind} />
    </div>
  );
}
