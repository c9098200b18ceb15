import { createSlice, type ActionReducerMapBuilder, type PayloadAction } from '@reduxjs/toolkit';
import { transitions, type BusyFlag, type ListRequest, type RequestError, type ResourceState } from '../request-state';

/**
 * THE resource slice: a value fetched as a whole goes request, success (replaces data), fail (keeps it).
 * `flag` is the spec's name for its busy flag: `loading` for banners and photos, `requesting` elsewhere.
 */
export function createResourceSlice<T, Q, F extends BusyFlag = 'loading'>(
  name: string,
  flag: F,
  empty: T,
  extraReducers?: (builder: ActionReducerMapBuilder<ResourceState<T, F>>) => void,
) {
  const { idle, started, succeeded, failed } = transitions(flag);
  const plain = (state: unknown) => state as ResourceState<T, F>;
  return createSlice({
    name,
    initialState: idle({ data: empty }),
    reducers: {
      requested: (state, _action: PayloadAction<ListRequest<Q>>) => started(plain(state)),
      succeeded: (_state, action: PayloadAction<T>) => succeeded({ data: action.payload }),
      failed: (state, action: PayloadAction<RequestError>) => failed(plain(state), action.payload),
    },
    extraReducers: (builder) => extraReducers?.(builder as unknown as ActionReducerMapBuilder<ResourceState<T, F>>),
  });
}
