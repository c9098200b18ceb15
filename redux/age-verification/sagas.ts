import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { takeAgeCheckReturn } from '../../lib/age-check-return';
import { MESSAGES, PAGE_ROUTES } from '../../lib/constants';
import { isAgeVerificationRequired, toRequestError, type RequestError } from '../../lib/errors';
import { leaveSite, navigate } from '../../lib/navigation';
import { notify } from '../../lib/notify';
import { ageVerificationService } from '../../services/age-verification.service';
import type { AgeVerificationCallback, AgeVerificationEnabled, AgeVerificationStart, AgeVerificationStatus } from '../../types/age-verification';
import { ageVerificationRequired, ageVerified } from '../auth/slice';
import type { RootState } from '../root-reducer';
import { selectAgeVerified, selectAuthUserId } from '../user/selectors';
import { checkAgeVerification } from './applies';
import { ageVerificationActions as actions } from './slice';

export const AGE_MESSAGES = {
  verified: 'Thank you, your age has been verified.',
  loginFirst: 'Log in to verify your age.',
} as const;

/** The server's word on the verification: the store keeps it, and a verified user is verified everywhere. */
function* settle(status: AgeVerificationStatus) {
  if (status.verified) yield put(ageVerified());
}

/** Never fails: a failing check counts as enabled (see applies.ts). */
export function* checkFlow() {
  const result: AgeVerificationEnabled = yield call(checkAgeVerification);
  yield put(actions.checkSucceeded(result));
}

export function* loadStatusFlow() {
  try {
    const status: AgeVerificationStatus = yield call(ageVerificationService.status);
    yield put(actions.statusSucceeded(status));
    yield call(settle, status);
  } catch (error) {
    yield put(actions.statusFailed(toRequestError(error, MESSAGES.genericError)));
  }
}

export function* recheckFlow() {
  try {
    const status: AgeVerificationStatus = yield call(ageVerificationService.recheck);
    yield put(actions.statusSucceeded(status));
    yield call(settle, status);
    if (status.verified) yield call(notify.success, AGE_MESSAGES.verified);
  } catch (error) {
    const failure = toRequestError(error, MESSAGES.genericError);
    yield put(actions.statusFailed(failure));
    yield call(notify.error, failure.message);
  }
}

/** The callback page: the provider's answer to the server, once; verified goes on to /home, anything else stays for the page to show. */
export function* callbackFlow(action: PayloadAction<AgeVerificationCallback>) {
  let status: AgeVerificationStatus;
  try {
    status = yield call(ageVerificationService.callback, action.payload);
  } catch (error) {
    yield put(actions.callbackFailed(toRequestError(error, MESSAGES.genericError)));
    return;
  }
  yield put(actions.callbackSucceeded(status));
  // A check started from a page (becoming a creator) goes back there, whatever the outcome: that page shows it.
  const back: string | null = yield call(takeAgeCheckReturn);
  if (status.verified) {
    yield call(settle, status);
    yield call(notify.success, AGE_MESSAGES.verified);
  }
  if (back) yield call(navigate, back);
  else if (status.verified) yield call(navigate, PAGE_ROUTES.feed);
}

/** Opens a verification for the logged-in user, then the browser leaves for the provider's page. */
export function* startFlow(action: PayloadAction<{ country: string }>) {
  const userId: string | null = yield select(selectAuthUserId);
  if (!userId) {
    yield put(actions.startFailed({ message: AGE_MESSAGES.loginFirst, status: 401 }));
    return;
  }
  try {
    const { redirectUrl }: AgeVerificationStart = yield call(ageVerificationService.start, { userId, country: action.payload.country });
    yield put(actions.startSucceeded());
    yield call(leaveSite, redirectUrl);
  } catch (error) {
    yield put(actions.startFailed(toRequestError(error, MESSAGES.genericError)));
  }
}

/**
 * A failure the store keeps (a purchase, a subscription...) that the server refused with
 * AGE_VERIFICATION_REQUIRED: its action's payload is the RequestError, or holds it as `error`.
 */
export const isAgeRefusal = (action: Action): boolean => {
  const payload = (action as PayloadAction<unknown>).payload as (RequestError & { error?: RequestError }) | null | undefined;
  return typeof payload === 'object' && payload !== null && (isAgeVerificationRequired(payload) || isAgeVerificationRequired(payload.error));
};

const selectMayPrompt = (state: RootState) => state.auth.loggedIn && !selectAgeVerified(state);

/** Whatever the server refused for want of a verified age, a logged-in user is offered the prompt (the failure's own message shows too). */
export function* promptOnRefusal() {
  const mayPrompt: boolean = yield select(selectMayPrompt);
  if (mayPrompt) yield put(ageVerificationRequired());
}

export default function* ageVerificationSagas() {
  yield all([
    takeEvery(isAgeRefusal, promptOnRefusal),
    takeLatest(actions.checkRequested.type, checkFlow),
    takeLatest(actions.statusRequested.type, loadStatusFlow),
    takeLatest(actions.recheckRequested.type, recheckFlow),
    takeLatest(actions.callbackRequested.type, callbackFlow),
    takeLatest(actions.startRequested.type, startFlow),
  ]);
}
