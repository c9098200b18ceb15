import { useCallback } from 'react';
import { PAGE_SIZE } from '../../lib/catalogue';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { listings, type ListingItems } from '../../redux/listings';
import type { ListState } from '../../redux/request-state';
import type { ListingKind, ListingQuery } from '../../types/listing';

export interface Listing<T> extends ListState<T> {
  hasMore: boolean;
  /** Appends the next page (same filters, offset = items shown). */
  loadMore: () => void;
  /** Loads the first page again (replaces the list). */
  reload: () => void;
}

/** A listing's state plus load-more and reload, for the given filters. */
export function useListing<K extends ListingKind>(kind: K, filters: ListingQuery): Listing<ListingItems[K]> {
  const dispatch = useAppDispatch();
  const source = listings[kind];
  const view = useAppSelector(source.select) as ListState<ListingItems[K]>;
  const shown = view.items.length;

  const loadMore = useCallback(() => {
    dispatch(source.more({ query: { ...filters, limit: PAGE_SIZE, offset: shown } }));
  }, [dispatch, source, filters, shown]);

  const reload = useCallback(() => {
    dispatch(source.load({ query: { ...filters, limit: PAGE_SIZE, offset: 0 } }));
  }, [dispatch, source, filters]);

  return { ...view, hasMore: shown < view.total, loadMore, reload };
}
