import type { Action } from '@reduxjs/toolkit';
import { runSaga, type Saga } from 'redux-saga';

/** Runs a saga to completion against a fake store and returns the actions it put. */
export async function recordSaga<S>(saga: Saga, action: Action | undefined, state: S = {} as S): Promise<Action[]> {
  const dispatched: Action[] = [];
  await runSaga({ dispatch: (a: Action) => dispatched.push(a), getState: () => state }, saga, action).toPromise();
  return dispatched;
}
