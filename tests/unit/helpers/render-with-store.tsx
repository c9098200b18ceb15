import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { rootReducer, type RootState } from '../../../redux/root-reducer';

type DeepPartialState = { [K in keyof RootState]?: Partial<RootState[K]> };

/** A real store (reducers, no sagas) seeded with partial slices; dispatched actions are recorded. */
export function makeTestStore(preloaded: DeepPartialState = {}) {
  const base = rootReducer(undefined, { type: '@@init' });
  const state = Object.fromEntries(
    Object.entries(base).map(([key, value]) => [key, { ...value, ...(preloaded[key as keyof RootState] || {}) }]),
  ) as unknown as RootState;
  const actions: { type: string; payload?: unknown }[] = [];
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: state,
    middleware: (gdm) =>
      gdm({ thunk: false }).concat(() => (next) => (action) => {
        actions.push(action as { type: string; payload?: unknown });
        return next(action);
      }),
  });
  return { store, actions };
}

/** Renders `ui` with a test store (see makeTestStore). */
export function renderWithStore(ui: ReactElement, preloaded: DeepPartialState = {}) {
  const { store, actions } = makeTestStore(preloaded);
  return { store, actions, ...render(<Provider store={store}>{ui}</Provider>) };
}
