import type { ReactNode } from 'react';
import LightResult from './light-result';
import LightSpin from './light-spin';
import ListEmpty from './list-empty';
import type { Loaded } from './use-loaded';

interface Props<T> {
  loaded: Loaded<{ data: T[] }>;
  /** Why there is nothing, and what to do. */
  empty: ReactNode;
  /** The items, once there are some. */
  children: (items: T[]) => ReactNode;
}

/** A list loaded in the browser (useLoaded): a spinner, why it failed, the empty text, or the items. */
export default function LoadedList<T>({ loaded, empty, children }: Props<T>) {
  if (loaded.state === 'loading') return <LightSpin />;
  if (loaded.state === 'failed') return <LightResult status="error" title={loaded.message} />;
  if (loaded.data.data.length === 0) return <ListEmpty>{empty}</ListEmpty>;
  return <>{children(loaded.data.data)}</>;
}
