import { useEffect, useState, type ComponentType } from 'react';

/** now: start loading at once; idle: when the browser is idle; no: not (yet). */
export type LoadWhen = 'now' | 'idle' | 'no';

/** Runs `task` when the browser is idle (soon after the page has loaded); returns a cancel function. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const id = window.setTimeout(task, 200);
    return () => window.clearTimeout(id);
  }
  const id = window.requestIdleCallback(task, { timeout: 3000 });
  return () => window.cancelIdleCallback(id);
}

/**
 * Loads a component (an antd one, or a part built on antd) once, on demand, and remembers it for the page's
 * life. For parts that only matter after an interaction (tooltips, menus, drawers): they stay out of the
 * first-load bundle, and the page shows a plain element (or nothing) until the component has arrived.
 */
export function lazyComponent<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const get = () =>
    (pending ??= load().then(
      (mod) => {
        loaded = mod.default;
        return loaded;
      },
      (error: unknown) => {
        pending = null; // a failed chunk load (offline): try again next time
        throw error;
      },
    ));

  /** The component once it has loaded, else null (always null in the server render and the hydration). */
  function useLoaded(when: LoadWhen = 'idle'): ComponentType<P> | null {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (component || when === 'no') return undefined;
      let live = true;
      const start = () => {
        get().then(
          (c) => live && setComponent(() => c),
          () => undefined,
        );
      };
      if (when === 'now') {
        start();
        return () => {
          live = false;
        };
      }
      const cancel = whenIdle(start);
      return () => {
        live = false;
        cancel();
      };
    }, [component, when]);
    return component;
  }

  /**
   * Downloads the component when the browser is idle without showing it yet: for parts swapped in only on
   * an interaction (a click), so that the click finds it ready and nothing changes under the pointer before.
   */
  function usePrefetch(enabled = true): void {
    useEffect(() => {
      if (!enabled || loaded) return undefined;
      return whenIdle(() => {
        get().catch(() => undefined);
      });
    }, [enabled]);
  }

  return { get, useLoaded, usePrefetch };
}
