import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { PAGE_SIZE } from '../../lib/catalogue';
import { toRequestError } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { SOCKET_EVENTS } from '../../lib/socket-events';
import { accessEndDate, currentKey, SITE_WIDE, standingText } from '../../lib/subscriptions';
import { subscriptionService } from '../../services/subscription.service';
import type { ListResult } from '../../types/api';
import type { CheckoutResult } from '../../types/checkout';
import type { CurrentSubscription, Subscription, SubscriptionPackage } from '../../types/subscriptions';
import { payThenRedirect } from '../pay-redirect';
import type { RootState } from '../root-reducer';
import { socketEventReceived } from '../socket/slice';
import { userSubscriptionsActions } from '../user-subscriptions/slice';
import { SUBSCRIPTION_MESSAGES } from './messages';
import { subscriptionsActions as actions, type ChooserPerformer } from './slice';

const NONE: ListResult<SubscriptionPackage> = { data: [], total: 0 };

const selectChooserPerformer = (state: RootState) => state.subscriptions.chooser.performer;

/** The chooser's packages: the performer's active ones (when it is for a performer) and the site's. */
export function* loadPackagesFlow() {
  const performer: ChooserPerformer = yield select(selectChooserPerformer);
  try {
    const [own, site]: ListResult<SubscriptionPackage>[] = yield all([
      performer ? call(subscriptionService.packages, { performerId: performer._id, active: 'true' }) : NONE,
      call(subscriptionService.packages, { siteWide: 'true', active: 'true' }),
    ]);
    yield put(actions.packagesLoaded({ performer: own.data, site: site.data }));
  } catch (error) {
    yield put(actions.packagesFailed(toRequestError(error, SUBSCRIPTION_MESSAGES.packagesFailed)));
  }
}

/** Subscribe: the order of one period is created, then off to pay it (the sandbox's page, or the gateway's). */
export function* subscribeFlow(action: PayloadAction<{ packageId: string }>) {
  try {
    const result: CheckoutResult = yield call(subscriptionService.subscribe, { packageId: action.payload.packageId });
    yield put(actions.subscribeCreated(result));
    yield call(payThenRedirect, result.paymentUrl);
  } catch (error) {
    const failure = toRequestError(error, SUBSCRIPTION_MESSAGES.subscribeFailed);
    // Shown in the chooser; a 409 (already subscribed) also means the page's idea of the subscription is stale.
    yield put(actions.subscribeFailed(failure));
    if (failure.status === 409) {
      const performer: ChooserPerformer = yield select(selectChooserPerformer);
      yield put(actions.currentRequested({ performerId: performer?._id ?? null }));
    }
  }
}

export function* loadCurrentFlow(action: PayloadAction<{ performerId: string | null }>) {
  const { performerId } = action.payload;
  const key = currentKey(performerId);
  try {
    const answer: CurrentSubscription = yield call(subscriptionService.current, performerId);
    yield put(actions.currentLoaded({ key, subscription: answer.subscription }));
  } catch (error) {
    yield put(actions.currentFailed({ key, error: toRequestError(error, SUBSCRIPTION_MESSAGES.currentFailed) }));
  }
}

export function* cancelFlow(action: PayloadAction<string>) {
  try {
    const subscription: Subscription = yield call(subscriptionService.cancel, action.payload);
    yield put(actions.cancelSucceeded(subscription));
    yield call(notify.success, `Cancelled. You keep access until ${accessEndDate(subscription)}.`);
  } catch (error) {
    const failure = toRequestError(error, SUBSCRIPTION_MESSAGES.cancelFailed);
    yield put(actions.cancelFailed({ id: action.payload, error: failure }));
    yield call(notify.error, failure.message);
  }
}

/** "Turn back on": active again; it says when it renews (or, one-off, until when it runs). */
export function* resumeFlow(action: PayloadAction<string>) {
  try {
    const subscription: Subscription = yield call(subscriptionService.resume, action.payload);
    yield put(actions.resumeSucceeded(subscription));
    yield call(notify.success, `Turned back on. ${standingText(subscription)}.`);
  } catch (error) {
    const failure = toRequestError(error, SUBSCRIPTION_MESSAGES.resumeFailed);
    yield put(actions.resumeFailed({ id: action.payload, error: failure }));
    yield call(notify.error, failure.message);
  }
}

const isSubscriptionNews = (action: Action) => socketEventReceived.match(action) && action.payload.event === SOCKET_EVENTS.subscriptionStatus;

const selectRefreshTargets = (state: RootState) => ({
  currentKeys: Object.keys(state.subscriptions.current),
  list: state.userSubscriptions,
});

/**
 * A subscription of the user's changed (started, renewed, failed, cancelled, ended): what the page shows of
 * them is asked for again (the current subscriptions it holds, the list of /user/subscriptions once loaded).
 */
export function* refreshFlow() {
  const { currentKeys, list }: ReturnType<typeof selectRefreshTargets> = yield select(selectRefreshTargets);
  for (const key of currentKeys) yield put(actions.currentRequested({ performerId: key === SITE_WIDE ? null : key }));
  if (list.success || list.items.length > 0) {
    yield put(userSubscriptionsActions.loadRequested({ query: { limit: Math.max(PAGE_SIZE, list.items.length), offset: 0 } }));
  }
}

export default function* subscriptionsSagas() {
  yield all([
    takeLatest([actions.chooserOpened.type, actions.packagesRequested.type], loadPackagesFlow),
    // One subscribe at a time: a second click while the first is out creates no second order.
    takeLeading(actions.subscribeRequested.type, subscribeFlow),
    takeEvery(actions.currentRequested.type, loadCurrentFlow),
    takeEvery(actions.cancelRequested.type, cancelFlow),
    takeEvery(actions.resumeRequested.type, resumeFlow),
    takeLatest(isSubscriptionNews, refreshFlow),
  ]);
}
