import { createSlice, type ActionCreatorWithPayload, type ActionReducerMapBuilder, type PayloadAction } from '@reduxjs/toolkit';
import type { ListResult } from '../../types/api';
import { failed, idle, started, succeeded, type ListRequest, type ListState, type RequestError, type Tracked } from '../request-state';

/**
 * Where a list keeps its rows: the spec's lists as `items` + `total` (ListState), the performer listing
 * as `data` {data, total} (the product spec's "Entities and their fields": "listing ... with requesting,
 * error, data and success").
 */
export interface ListBody<T, B extends object> {
  empty: B;
  rows: (body: B) => T[];
  hold: (rows: T[], total: number) => B;
}

export type ItemsBody<T> = { items: T[]; total: number };
export type DataBody<T> = { data: ListResult<T> | null };

export const itemsBody = <T>(): ListBody<T, ItemsBody<T>> => ({
  empty: { items: [], total: 0 },
  rows: (body) => body.items,
  hold: (items, total) => ({ items, total }),
});

export const dataBody = <T>(): ListBody<T, DataBody<T>> => ({
  empty: { data: null },
  rows: (body) => body.data?.data ?? [],
  hold: (data, total) => ({ data: { data, total } }),
});

export function initialListState<T>(): ListState<T> {
  return idle(itemsBody<T>().empty);
}

/** The events of a list, whatever its slice (see list-sagas.ts). */
export interface ListActions<T, Q> {
  loadRequested: ActionCreatorWithPayload<ListRequest<Q>>;
  moreRequested: ActionCreatorWithPayload<ListRequest<Q>>;
  loadSucceeded: ActionCreatorWithPayload<ListResult<T>>;
  moreSucceeded: ActionCreatorWithPayload<ListResult<T>>;
  loadFailed: ActionCreatorWithPayload<RequestError>;
  moreFailed: ActionCreatorWithPayload<RequestError>;
}

interface ListOptions<T, B extends object> {
  /** How the rows are held (default: items + total). */
  body?: ListBody<T, B>;
  /** Lets a list follow other slices' events. */
  extraReducers?: (builder: ActionReducerMapBuilder<Tracked<B>>) => void;
}

/**
 * THE list slice. Spec 4: a first load REPLACES the list, a load-more APPENDS; each goes request,
 * success, fail. A failure keeps what was already shown.
 */
export function createListSlice<T, Q, B extends object = ItemsBody<T>>(name: string, options: ListOptions<T, B> = {}) {
  const body = options.body ?? (itemsBody<T>() as unknown as ListBody<T, B>);
  // Reducers return new states: immer drafts of a generic T cannot be assigned to.
  const plain = (state: unknown) => state as Tracked<B>;
  const done = (rows: T[], total: number) => succeeded(body.hold(rows, total));

  return createSlice({
    name,
    initialState: idle(body.empty),
    reducers: {
      loadRequested: (state, _action: PayloadAction<ListRequest<Q>>) => started(plain(state)),
      loadSucceeded: (_state, action: PayloadAction<ListResult<T>>) => done(action.payload.data, action.payload.total),
      loadFailed: (state, action: PayloadAction<RequestError>) => failed(plain(state), action.payload),
      moreRequested: (state, _action: PayloadAction<ListRequest<Q>>) => started(plain(state)),
      moreSucceeded: (state, action: PayloadAction<ListResult<T>>) => done([...body.rows(plain(state)), ...action.payload.data], action.payload.total),
      moreFailed: (state, action: PayloadAction<RequestError>) => failed(plain(state), action.payload),
    },
    extraReducers: (builder) => options.extraReducers?.(builder as unknown as ActionReducerMapBuilder<Tracked<B>>),
  });
}
