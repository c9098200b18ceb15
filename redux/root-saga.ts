import { all, fork } from 'redux-saga/effects';
import authSagas from './auth/sagas';
import errorsSagas from './errors/sagas';
import uiSagas from './ui/sagas';
import userSagas from './user/sagas';

/**
 * Only watchers that end on END belong here: the server dispatches END after getInitialProps and waits
 * for this saga to finish. Browser-only, never-ending sagas (the socket) must be forked only in the browser.
 */
export default function* rootSaga() {
  yield all([fork(authSagas), fork(userSagas), fork(uiSagas), fork(errorsSagas)]);
}
