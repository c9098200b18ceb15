import { useEffect, useState, type ComponentType } from 'react';
import { preload } from 'react-dom';
import { ANTD_STYLESHEET } from '../../styles/theme';

/** now: start loading at once; idle: once the visitor is using the page and the browser is idle; no: not (yet). */
export type LoadWhen = 'now' | 'idle' | 'no';

const FIRST_USE_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;
let inUse = false;
const waitingForUse = new Set<() => void>();

/** Runs `task` at the visitor's first pointer, key, touch or scroll on the page (at once if that has happened). */
function onFirstUse(task: () => void): () => void {
  if (inUse) {
    task();
    return () => undefined;
  }
  if (waitingForUse.size === 0) {
    const used = () => {
      inUse = true;
      for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, used, true);
      const tasks = [...waitingForUse];
      waitingForUse.clear();
      for (const t of tasks) t();
    };
    for (const type of FIRST_USE_EVENTS) window.addEventListener(type, used, { capture: true, passive: true });
  }
  waitingForUse.add(task);
  return () => waitingForUse.delete(task);
}

/**
 * Runs `task` once the visitor has started using the page and the browser is idle; returns a cancel function.
 * Not merely when idle after the load: evaluating an antd chunk is a long task on a slow phone, and right after
 * the load it would keep the page from answering its first tap (and count against Total Blocking Time).
 */
function whenIdle(task: () => void): () => void {
  let cancelIdle = () => undefined as void;
  const cancelUse = onFirstUse(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const id = window.setTimeout(task, 200);
      cancelIdle = () => window.clearTimeout(id);
      return;
    }
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    cancelIdle = () => window.cancelIdleCallback(id);
  });
  return () => {
    cancelUse();
    cancelIdle();
  };
}

/**
 * Loads a component (an antd one, or a part built on antd) once, on demand, and antd's stylesheet with it,
 * and remembers it for the page's life. For parts that only matter after an interaction (tooltips, menus,
 * drawers): they stay out of the first-load bundle, and the page shows a plain element (or nothing) until the
 * component has arrived.
 */
export function lazyComponent<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const get = () => {
    // antd's stylesheet downloads beside the code (AntdScope, around the part, waits for it before showing it).
    if (ANTD_STYLESHEET) preload(ANTD_STYLESHEET, { as: 'style' });
    return (pending ??= load().then(
      (mod) => {
        loaded = mod.default;
        return loaded;
      },
      (error: unknown) => {
        pending = null; // a failed chunk load (offline): try again next time
        throw error;
      },
    ));
  };

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
   * Downloads the component once the visitor uses the page and the browser is idle, without showing it yet: for
   * parts swapped in only on an interaction (a click), so that the click finds it ready and nothing changes
   * under the pointer before.
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
