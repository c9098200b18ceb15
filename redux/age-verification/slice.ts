import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AgeVerificationCallback, AgeVerificationEnabled, AgeVerificationStatus } from '../../types/age-verification';
import { logoutSucceeded, sessionCleared } from '../auth/slice';
import { failed, idle, started, succeeded, type RequestError, type RequestState, type RequestStatus } from '../request-state';

/** Spec 4: the viewer's age verification, which can be rechecked. */
export interface AgeVerificationState {
  /** Whether this visitor must verify (and their country as the server sees it, to preselect). */
  check: RequestState<AgeVerificationEnabled>;
  /** GET /users/verifymyage/status, refreshed by a recheck. */
  status: RequestState<AgeVerificationStatus>;
  /** The provider's answer handed to the server by the callback page: its own state, so an older status never shows there. */
  callback: RequestState<AgeVerificationStatus>;
  /** Opening a verification; on success the browser leaves for the provider. */
  start: RequestStatus;
}

export const initialAgeVerificationState: AgeVerificationState = {
  check: idle({ data: null }),
  status: idle({ data: null }),
  callback: idle({ data: null }),
  start: idle({}),
};

const ageVerificationSlice = createSlice({
  name: 'ageVerification',
  initialState: initialAgeVerificationState,
  reducers: {
    checkRequested(state) {
      state.check = started(state.check);
    },
    checkSucceeded(state, action: PayloadAction<AgeVerificationEnabled>) {
      state.check = succeeded({ data: action.payload });
    },
    statusRequested(state) {
      state.status = started(state.status);
    },
    /** Asks the provider again about a pending verification. */
    recheckRequested(state) {
      state.status = started(state.status);
    },
    statusSucceeded(state, action: PayloadAction<AgeVerificationStatus>) {
      state.status = succeeded({ data: action.payload });
    },
    statusFailed(state, action: PayloadAction<RequestError>) {
      state.status = failed(state.status, action.payload);
    },
    callbackRequested(state, _action: PayloadAction<AgeVerificationCallback>) {
      state.callback = started(idle({ data: null }));
    },
    callbackSucceeded(state, action: PayloadAction<AgeVerificationStatus>) {
      state.callback = succeeded({ data: action.payload });
      state.status = succeeded({ data: action.payload });
    },
    callbackFailed(state, action: PayloadAction<RequestError>) {
      state.callback = failed(state.callback, action.payload);
    },
    /** The viewer chose their country; the server opens a verification for the logged-in user. */
    startRequested(state, _action: PayloadAction<{ country: string }>) {
      state.start = started(state.start);
    },
    startSucceeded(state) {
      state.start = succeeded({});
    },
    startFailed(state, action: PayloadAction<RequestError>) {
      state.start = failed(state.start, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(logoutSucceeded, () => initialAgeVerificationState).addCase(sessionCleared, () => initialAgeVerificationState);
  },
});

export const ageVerificationActions = ageVerificationSlice.actions;
export default ageVerificationSlice.reducer;
