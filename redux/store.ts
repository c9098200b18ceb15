import { configureStore } from '@reduxjs/toolkit';
import { createWrapper } from 'next-redux-wrapper';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { rootReducer } from './root-reducer';
import rootSaga from './root-saga';

export function makeStore() {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  const sagaTask: Task = sagaMiddleware.run(rootSaga);
  return Object.assign(store, { sagaTask });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState } from './root-reducer';

export const wrapper = createWrapper<AppStore>(makeStore);
