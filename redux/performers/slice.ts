import { combineReducers } from '@reduxjs/toolkit';
import { SOCKET_EVENTS } from '../../lib/socket-events';
import type { ListResult } from '../../types/api';
import type { Performer, PerformerQuery } from '../../types/performer';
import { createListSlice, dataBody, type DataBody } from '../lists/list-slice';
import { createResourceSlice } from '../lists/resource-slice';
import { idle, type RequestState } from '../request-state';
import { socketEventReceived } from '../socket/slice';

/** Spec 3: performer listing and profile, each with requesting, error, data and success. */
export interface PerformersState {
  listing: RequestState<ListResult<Performer>>;
  profile: RequestState<Performer>;
}

export const initialPerformersState: PerformersState = { listing: idle({ data: null }), profile: idle({ data: null }) };

/** The listing is a list (a first load replaces it, a load-more appends) holding its page as `data`. */
const listingSlice = createListSlice<Performer, PerformerQuery, DataBody<Performer>>('performers/listing', { body: dataBody() });

const profileSlice = createResourceSlice<Performer | null, { id: string }, 'requesting'>('performers/profile', 'requesting', null, (builder) => {
  // 'performer/status' {performerId, isOnline}: the open profile's online badge follows the performer.
  builder.addCase(socketEventReceived, (state, action) => {
    if (action.payload.event !== SOCKET_EVENTS.performerStatus) return;
    const { performerId, isOnline } = (action.payload.payload ?? {}) as { performerId?: string; isOnline?: boolean };
    const shown = state.data;
    if (!shown || shown._id !== performerId || typeof isOnline !== 'boolean') return;
    shown.isOnline = isOnline;
  });
});

export const {
  loadRequested: listingRequested,
  loadSucceeded: listingSucceeded,
  loadFailed: listingFailed,
  moreRequested: listingMoreRequested,
  moreSucceeded: listingMoreSucceeded,
  moreFailed: listingMoreFailed,
} = listingSlice.actions;
export const listingActions = listingSlice.actions;

export const { requested: profileRequested, succeeded: profileSucceeded, failed: profileFailed } = profileSlice.actions;
export const profileActions = profileSlice.actions;

export default combineReducers({ listing: listingSlice.reducer, profile: profileSlice.reducer });
