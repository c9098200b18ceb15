import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/errors';

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; data: T };

/** What `load` answers, loaded on mount and whenever `key` changes; `reload` loads it again. */
export function useLoaded<T>(load: () => Promise<T>, key: string): { loaded: Loaded<T>; reload: () => Promise<void>; set: (data: T) => void } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const reload = useCallback(async () => {
    try {
      setLoaded({ state: 'ready', data: await load() });
    } catch (error) {
      setLoaded({ state: 'failed', message: errorMessage(error, 'This could not be loaded. Reload the page.') });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reloaded when the key (what is asked for) changes
  }, [key]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { loaded, reload, set: (data) => setLoaded({ state: 'ready', data }) };
}
