import type { ReactNode } from 'react';
import type { ListState } from '../../redux/request-state';
import LoadMore from './load-more';
import { ListEmpty, ListError, ListInlineError } from './list-status';

interface Props {
  /** The list's slice state. */
  list: ListState<unknown>;
  /** "orders": in "Showing 12 of 40 orders" and in the error title. */
  noun: string;
  emptyText: ReactNode;
  /** When the list could not load at all; default "We couldn't load your {noun}". */
  errorTitle?: string;
  emptyTestId?: string;
  /** Asks for the page starting at `offset` (0: load again from the start). */
  request: (offset: number) => void;
  /** The shown items. */
  children: ReactNode;
}

/** A list of the store with its states: failed (with retry), empty, the items, a failed load-more, and load-more. */
export default function PagedList({ list, noun, emptyText, errorTitle, emptyTestId, request, children }: Props) {
  const shown = list.items.length;
  if (shown === 0) {
    if (list.error) return <ListError title={errorTitle ?? `We couldn't load your ${noun}`} message={list.error.message} onRetry={() => request(0)} />;
    if (!list.requesting) return <ListEmpty testId={emptyTestId}>{emptyText}</ListEmpty>;
  }
  return (
    <div aria-busy={list.requesting}>
      {children}
      {list.error && <ListInlineError message={list.error.message} onRetry={() => request(shown)} />}
      <LoadMore shown={shown} total={list.total} loading={list.requesting} onLoadMore={() => request(shown)} noun={noun} />
    </div>
  );
}
