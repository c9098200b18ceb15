import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import type { LoginPayload, LoginResult } from '../../types/auth';
import type { User } from '../../types/user';
import { MESSAGES, PAGE_ROUTES, ROUTES } from '../../lib/constants';
import { removeToken, setToken } from '../../lib/cookies';
import { toRequestError } from '../../lib/errors';
import { navigate } from '../../lib/navigation';
import { forgetReturnPath, returnPathFromLocation } from '../../lib/return-path';
import { notify } from '../../lib/notify';
import { authService } from '../../services/auth.service';
import { userService } from '../../services/user.service';
import { verificationApplies } from '../age-verification/applies';
import {
  ageVerificationDismissed,
  ageVerificationRequired,
  forgotFailed,
  forgotRequested,
  forgotSucceeded,
  loginFailed,
  loginRequested,
  loginSucceeded,
  loginWithVerificationRequested,
  logoutRequested,
  logoutSucceeded,
} from './slice';

/** Spec 7: a failing age-verification status check is logged and treated as enabled. */
export function* ageVerificationEnabled() {
  const applies: boolean = yield call(verificationApplies);
  return applies;
}

/**
 * Spec 4: requesting -> success (then age check or /home) | fail (server message or 'Incorrect credentials!').
 * A visitor sent to log in from a page (/auth/login?next=/videos/abc) goes back to that page instead of /home.
 */
export function* loginFlow(action: PayloadAction<LoginPayload>) {
  let user: User;
  try {
    const result: LoginResult = yield call(authService.login, action.payload);
    yield call(setToken, result.token, action.payload.remember ?? false);
    user = yield call(userService.me, { token: result.token });
    yield put(loginSucceeded({ user, expiresAt: result.expiresAt }));
  } catch (error) {
    yield call(removeToken);
    const failure = toRequestError(error, MESSAGES.incorrectCredentials);
    yield put(loginFailed(failure));
    // An unverified address is explained on the form itself, with the way to get a new link.
    if (failure.code !== 'EMAIL_NOT_VERIFIED') yield call(notify.error, failure.message);
    return;
  }
  const enabled: boolean = yield call(ageVerificationEnabled);
  if (enabled && !user.verifymyage_verified) yield put(ageVerificationRequired());
  else yield call(continueAfterLogin);
}

/** Leaves the login page for the page the visitor came from, or their feed. */
export function* continueAfterLogin() {
  const back: string | null = yield call(returnPathFromLocation);
  yield call(forgetReturnPath);
  yield call(navigate, back ?? PAGE_ROUTES.feed);
}

const LOGIN_PAGES: string[] = [ROUTES.authLogin, ROUTES.unauthorized];

/** "Not now" to the age prompt on the login page: the user goes on as after any login (the content gates stay). */
export function* continueWithoutVerifying() {
  const path: string | null = yield call(currentPathname);
  if (path && LOGIN_PAGES.includes(path)) yield call(continueAfterLogin);
}

const currentPathname = () => (typeof window === 'undefined' ? null : window.location.pathname);

export function* logoutFlow() {
  try {
    yield call(authService.logout);
  } catch (error) {
    // The session ends on this device whatever the server says.
    console.warn('Logout request failed.', error);
  }
  yield call(removeToken);
  yield put(logoutSucceeded());
  yield call(notify.success, MESSAGES.logout);
  yield call(navigate, ROUTES.authLogin);
}

export function* forgotFlow(action: PayloadAction<{ email: string }>) {
  try {
    const data: { sent: boolean } = yield call(authService.forgotPassword, action.payload.email);
    yield put(forgotSucceeded(data));
  } catch (error) {
    yield put(forgotFailed(toRequestError(error, MESSAGES.genericError)));
  }
}

export default function* authSagas() {
  yield all([
    takeLatest([loginRequested.type, loginWithVerificationRequested.type], loginFlow),
    takeLatest(logoutRequested.type, logoutFlow),
    takeLatest(ageVerificationDismissed.type, continueWithoutVerifying),
    takeLatest(forgotRequested.type, forgotFlow),
  ]);
}
