import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ListRequest } from './list-slice';

/** Spec 3: banner and photo lists hold loading, data, error and success. */
export interface ResourceState<T> {
  loading: boolean;
  data: T;
  error: string | null;
  success: boolean;
}

/** A value fetched as a whole: request, success (replaces data), fail (keeps it). */
export function createResourceSlice<T, Q>(name: string, empty: T) {
  const plain = (state: unknown) => state as ResourceState<T>;
  const initialState: ResourceState<T> = { loading: false, data: empty, error: null, success: false };
  return createSlice({
    name,
    initialState,
    reducers: {
      requested: (state, _action: PayloadAction<ListRequest<Q>>) => ({ ...plain(state), loading: true, error: null, success: false }),
      succeeded: (_state, action: PayloadAction<T>) => ({ loading: false, data: action.payload, error: null, success: true }),
      failed: (state, action: PayloadAction<string>) => ({ ...plain(state), loading: false, error: action.payload, success: false }),
    },
  });
}
