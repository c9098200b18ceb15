import { useCallback } from 'react';
import { PAGE_SIZE } from '../../lib/catalogue';
import type { ListActions } from '../../redux/lists/list-slice';
import { useAppDispatch } from '../../redux/hooks';

/**
 * For a list slice: asks for the page of `filters` starting at `offset` (0 loads the list again from the
 * start and replaces it; more appends). Pass `filters` memoised, or from props.
 */
export function usePageRequest<T, Q extends object>(actions: ListActions<T, Q & { limit?: number; offset?: number }>, filters: Q) {
  const dispatch = useAppDispatch();
  return useCallback(
    (offset: number) => {
      const query = { ...filters, limit: PAGE_SIZE, offset };
      dispatch(offset ? actions.moreRequested({ query }) : actions.loadRequested({ query }));
    },
    [dispatch, actions, filters],
  );
}
