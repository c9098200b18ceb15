import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { currentKey } from '../../lib/subscriptions';
import type { CheckoutResult } from '../../types/checkout';
import type { Subscription, SubscriptionPackage } from '../../types/subscriptions';
import { logoutSucceeded } from '../auth/slice';
import { failed, idle, started, succeeded, type RequestError, type RequestState } from '../request-state';

/** Whose packages the chooser offers: a performer's and the site's, or (null) the site's alone. */
export type ChooserPerformer = { _id: string; name: string } | null;

export interface OfferedPackages {
  performer: SubscriptionPackage[];
  site: SubscriptionPackage[];
}

export interface SubscriptionsState {
  /** The package chooser (the Subscribe modal). */
  chooser: { open: boolean; performer: ChooserPerformer };
  packages: RequestState<OfferedPackages>;
  /** The subscribe call (one at a time): success means the fan is on the way to pay. */
  subscribe: RequestState<CheckoutResult> & { packageId: string | null };
  /** The caller's subscription giving access to a performer (key: their id) or to the whole site (key: 'site'). */
  current: Record<string, RequestState<Subscription>>;
  /** Cancellations under way, by subscription id. */
  cancelling: Record<string, true>;
  /** Cancelled subscriptions being turned back on, by id. */
  resuming: Record<string, true>;
}

export const initialSubscriptionsState: SubscriptionsState = {
  chooser: { open: false, performer: null },
  packages: idle({ data: null }),
  subscribe: { ...idle({ data: null }), packageId: null },
  current: {},
  cancelling: {},
  resuming: {},
};

/** A subscription as the server answered it after a change: the current subscriptions holding it show it. */
function replaceCurrent(state: SubscriptionsState, subscription: Subscription) {
  for (const entry of Object.values(state.current)) {
    if (entry.data?._id === subscription._id) entry.data = subscription;
  }
}

const subscriptionsSlice = createSlice({
  name: 'subscriptions',
  initialState: initialSubscriptionsState,
  reducers: {
    chooserOpened(state, action: PayloadAction<ChooserPerformer>) {
      state.chooser = { open: true, performer: action.payload };
      state.packages = started(idle({ data: null }));
      state.subscribe = { ...idle({ data: null }), packageId: null };
    },
    chooserClosed(state) {
      state.chooser.open = false;
    },
    /** Load the offered packages again (after a failure). */
    packagesRequested(state) {
      state.packages = started(state.packages);
    },
    packagesLoaded(state, action: PayloadAction<OfferedPackages>) {
      state.packages = succeeded({ data: action.payload });
    },
    packagesFailed(state, action: PayloadAction<RequestError>) {
      state.packages = failed(state.packages, action.payload);
    },
    subscribeRequested(state, action: PayloadAction<{ packageId: string }>) {
      state.subscribe = { ...started(state.subscribe), packageId: action.payload.packageId };
    },
    subscribeCreated(state, action: PayloadAction<CheckoutResult>) {
      state.subscribe = { ...succeeded({ data: action.payload }), packageId: state.subscribe.packageId };
      state.chooser.open = false;
    },
    subscribeFailed(state, action: PayloadAction<RequestError>) {
      state.subscribe = failed(state.subscribe, action.payload);
    },
    currentRequested(state, action: PayloadAction<{ performerId: string | null }>) {
      const key = currentKey(action.payload.performerId);
      state.current[key] = started(state.current[key] ?? idle({ data: null }));
    },
    currentLoaded(state, action: PayloadAction<{ key: string; subscription: Subscription | null }>) {
      state.current[action.payload.key] = succeeded({ data: action.payload.subscription });
    },
    currentFailed(state, action: PayloadAction<{ key: string; error: RequestError }>) {
      const { key, error } = action.payload;
      state.current[key] = failed(state.current[key] ?? idle({ data: null }), error);
    },
    cancelRequested(state, action: PayloadAction<string>) {
      state.cancelling[action.payload] = true;
    },
    /** The subscription as the server answers it after the cancellation. */
    cancelSucceeded(state, action: PayloadAction<Subscription>) {
      const subscription = action.payload;
      delete state.cancelling[subscription._id];
      replaceCurrent(state, subscription);
    },
    cancelFailed(state, action: PayloadAction<{ id: string; error: RequestError }>) {
      delete state.cancelling[action.payload.id];
    },
    /** "Turn back on": a cancelled subscription whose period lasts is active again (POST /subscriptions/:id/resume). */
    resumeRequested(state, action: PayloadAction<string>) {
      state.resuming[action.payload] = true;
    },
    resumeSucceeded(state, action: PayloadAction<Subscription>) {
      delete state.resuming[action.payload._id];
      replaceCurrent(state, action.payload);
    },
    resumeFailed(state, action: PayloadAction<{ id: string; error: RequestError }>) {
      delete state.resuming[action.payload.id];
    },
  },
  extraReducers: (builder) => {
    // Someone else may sign in next on this browser.
    builder.addCase(logoutSucceeded, (state) => {
      state.current = {};
    });
  },
});

export const subscriptionsActions = subscriptionsSlice.actions;
export default subscriptionsSlice.reducer;
