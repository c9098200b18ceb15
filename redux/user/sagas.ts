import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import type { PasswordUpdate } from '../../types/auth';
import type { User, UserUpdatePayload } from '../../types/user';
import { MESSAGES } from '../../lib/constants';
import { toRequestError } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { authService } from '../../services/auth.service';
import { userService } from '../../services/user.service';
import { passwordUpdateFailed, passwordUpdateRequested, passwordUpdateSucceeded, userUpdateFailed, userUpdateRequested, userUpdateSucceeded } from './slice';

export const USER_MESSAGES = {
  profileUpdated: 'Your profile has been updated.',
  passwordUpdated: 'Your password has been changed.',
} as const;

export function* updateUserFlow(action: PayloadAction<UserUpdatePayload>) {
  try {
    const user: User = yield call(userService.update, action.payload);
    yield put(userUpdateSucceeded(user));
    yield call(notify.success, USER_MESSAGES.profileUpdated);
  } catch (error) {
    const failure = toRequestError(error, MESSAGES.genericError);
    yield put(userUpdateFailed(failure));
    yield call(notify.error, failure.message);
  }
}

export function* updatePasswordFlow(action: PayloadAction<PasswordUpdate>) {
  try {
    const { currentPassword, password } = action.payload;
    yield call(authService.changePassword, { currentPassword, password, source: 'user' });
    yield put(passwordUpdateSucceeded());
    yield call(notify.success, USER_MESSAGES.passwordUpdated);
  } catch (error) {
    const failure = toRequestError(error, MESSAGES.genericError);
    yield put(passwordUpdateFailed(failure));
    yield call(notify.error, failure.message);
  }
}

export default function* userSagas() {
  yield all([takeLatest(userUpdateRequested.type, updateUserFlow), takeLatest(passwordUpdateRequested.type, updatePasswordFlow)]);
}
