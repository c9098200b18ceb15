import { configureStore } from '@reduxjs/toolkit';
import { createWrapper } from 'next-redux-wrapper';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { rootReducer } from './root-reducer';
import rootSaga from './root-saga';
import socketSaga from './socket/sagas';

/** `realtime`: also run the socket saga (the browser's store only; see the wrapper below). */
export function makeStore({ realtime = false }: { realtime?: boolean } = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  const sagaTask: Task = sagaMiddleware.run(rootSaga);
  // The socket lives as long as the page and never ends: outside the task the server awaits.
  if (realtime) sagaMiddleware.run(socketSaga);
  return Object.assign(store, { sagaTask });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState } from './root-reducer';

export const wrapper = createWrapper<AppStore>(() => makeStore({ realtime: typeof window !== 'undefined' }));
