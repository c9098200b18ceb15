import type { UnknownAction } from '@reduxjs/toolkit';
import type { NextPageContext } from 'next';
import type { AppStore, RootState } from './store';

/**
 * Dispatches a request and resolves once its slice is no longer busy (its saga reported success or
 * failure). Pages await this in getInitialProps so the server renders, and a client-side navigation
 * shows, the loaded state: the data always travels through the slices.
 */
export function loadThrough(store: AppStore, action: UnknownAction, busy: (state: RootState) => boolean): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe: () => void = () => {};
    let finished = false;
    const check = () => {
      if (finished || busy(store.getState())) return;
      finished = true;
      unsubscribe();
      resolve();
    };
    unsubscribe = store.subscribe(check);
    store.dispatch(action);
    check();
  });
}

/** The store next-redux-wrapper puts on the page context. */
export function storeOf(ctx: NextPageContext): AppStore {
  return (ctx as NextPageContext & { store: AppStore }).store;
}
