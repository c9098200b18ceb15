import { createSlice, type ActionCreatorWithPayload, type ActionReducerMapBuilder, type PayloadAction } from '@reduxjs/toolkit';
import type { ServiceOptions } from '../../lib/request-options';
import type { ListResult } from '../../types/api';

/** Spec 3: lists for galleries, related galleries, videos, related videos and products. */
export interface ListState<T> {
  items: T[];
  total: number;
  requesting: boolean;
  error: string | null;
  success: boolean;
}

/** What a load asks for: the API query, and during server rendering the visitor's headers and token. */
export interface ListRequest<Q> {
  query: Q;
  options?: ServiceOptions;
}

export function initialListState<T>(): ListState<T> {
  return { items: [], total: 0, requesting: false, error: null, success: false };
}

/** The events of a list, whatever its slice (see list-sagas.ts). */
export interface ListActions<T, Q> {
  loadRequested: ActionCreatorWithPayload<ListRequest<Q>>;
  moreRequested: ActionCreatorWithPayload<ListRequest<Q>>;
  loadSucceeded: ActionCreatorWithPayload<ListResult<T>>;
  moreSucceeded: ActionCreatorWithPayload<ListResult<T>>;
  loadFailed: ActionCreatorWithPayload<string>;
  moreFailed: ActionCreatorWithPayload<string>;
}

/**
 * Spec 4: a first load REPLACES the list, a load-more APPENDS; each goes request, success, fail.
 * A failure keeps what was already shown. `extraReducers` lets a list follow other slices' events.
 */
export function createListSlice<T, Q>(name: string, extraReducers?: (builder: ActionReducerMapBuilder<ListState<T>>) => void) {
  const start = (state: ListState<T>): ListState<T> => ({ ...state, requesting: true, error: null, success: false });
  const fail = (state: ListState<T>, error: string): ListState<T> => ({ ...state, requesting: false, error, success: false });
  const done = (items: T[], total: number): ListState<T> => ({ items, total, requesting: false, error: null, success: true });
  // Reducers return new states: immer drafts of a generic T cannot be assigned to.
  const plain = (state: unknown) => state as ListState<T>;

  return createSlice({
    name,
    initialState: initialListState<T>(),
    reducers: {
      loadRequested: (state, _action: PayloadAction<ListRequest<Q>>) => start(plain(state)),
      loadSucceeded: (_state, action: PayloadAction<ListResult<T>>) => done(action.payload.data, action.payload.total),
      loadFailed: (state, action: PayloadAction<string>) => fail(plain(state), action.payload),
      moreRequested: (state, _action: PayloadAction<ListRequest<Q>>) => start(plain(state)),
      moreSucceeded: (state, action: PayloadAction<ListResult<T>>) =>
        done([...plain(state).items, ...action.payload.data], action.payload.total),
      moreFailed: (state, action: PayloadAction<string>) => fail(plain(state), action.payload),
    },
    extraReducers: (builder) => extraReducers?.(builder as unknown as ActionReducerMapBuilder<ListState<T>>),
  });
}
