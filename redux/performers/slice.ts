import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ListResult } from '../../types/api';
import type { Performer, PerformerQuery } from '../../types/performer';
import type { ListRequest } from '../lists/list-slice';
import { SOCKET_EVENTS } from '../../lib/engagement';
import { failed, idle, started, succeeded, type RequestState } from '../request-state';
import { socketEventReceived } from '../socket/slice';

/** Spec 3: performer listing and profile, each with requesting, error, data and success. */
export interface PerformersState {
  listing: RequestState<ListResult<Performer>>;
  profile: RequestState<Performer>;
}

export const initialPerformersState: PerformersState = { listing: idle(), profile: idle() };

const performersSlice = createSlice({
  name: 'performers',
  initialState: initialPerformersState,
  reducers: {
    /** A first load: its result replaces the listing. */
    listingRequested(state, _action: PayloadAction<ListRequest<PerformerQuery>>) {
      state.listing = started(state.listing);
    },
    listingSucceeded(state, action: PayloadAction<ListResult<Performer>>) {
      state.listing = succeeded(action.payload);
    },
    listingFailed(state, action: PayloadAction<string>) {
      state.listing = failed(state.listing, action.payload);
    },
    /** A load-more: its result is appended. */
    listingMoreRequested(state, _action: PayloadAction<ListRequest<PerformerQuery>>) {
      state.listing = started(state.listing);
    },
    listingMoreSucceeded(state, action: PayloadAction<ListResult<Performer>>) {
      const shown = state.listing.data?.data ?? [];
      state.listing = succeeded({ data: [...shown, ...action.payload.data], total: action.payload.total });
    },
    listingMoreFailed(state, action: PayloadAction<string>) {
      state.listing = failed(state.listing, action.payload);
    },
    profileRequested(state, _action: PayloadAction<ListRequest<{ id: string }>>) {
      state.profile = started(state.profile);
    },
    profileSucceeded(state, action: PayloadAction<Performer>) {
      state.profile = succeeded(action.payload);
    },
    profileFailed(state, action: PayloadAction<string>) {
      state.profile = failed(state.profile, action.payload);
    },
  },
  extraReducers: (builder) => {
    // 'performer/status' {performerId, isOnline}: the open profile's online badge follows the performer.
    builder.addCase(socketEventReceived, (state, action) => {
      if (action.payload.event !== SOCKET_EVENTS.performerStatus) return;
      const { performerId, isOnline } = (action.payload.payload ?? {}) as { performerId?: string; isOnline?: boolean };
      const shown = state.profile.data;
      if (!shown || shown._id !== performerId || typeof isOnline !== 'boolean') return;
      shown.isOnline = isOnline;
    });
  },
});

export const {
  listingRequested,
  listingSucceeded,
  listingFailed,
  listingMoreRequested,
  listingMoreSucceeded,
  listingMoreFailed,
  profileRequested,
  profileSucceeded,
  profileFailed,
} = performersSlice.actions;

export default performersSlice.reducer;
