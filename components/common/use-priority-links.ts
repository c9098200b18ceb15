import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** Space between two entries of the list (header-nav.module.css, .list gap). */
const GAP_PX = 4;

/**
 * How many entries of these widths fit, in their order, in `available` px: all of them when they all fit,
 * else as many as fit beside the "More" button.
 */
export function countFitting(widths: number[], available: number, moreWidth: number, gap = GAP_PX): number {
  const all = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
  if (all <= available) return widths.length;
  let used = moreWidth;
  let fit = 0;
  for (const width of widths) {
    if (used + gap + width > available) break;
    used += gap + width;
    fit += 1;
  }
  return fit;
}

/**
 * How many of a row's entries fit beside a "More" button, measured in the browser ("priority+" navigation).
 * The row (rowRef) takes the space its parent leaves, whatever it holds; the list (listRef, around the <li>s)
 * holds every entry, those beyond the count hidden but keeping their width so they can be measured again; the
 * button (moreRef) keeps its width while hidden too. Measured again whenever the row's width changes or the fonts have loaded.
 * Until the first measurement (server render, before hydration, no script) all entries count as fitting.
 */
export function usePriorityLinks(count: number) {
  const rowRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLDivElement>(null);
  const [fitting, setFitting] = useState(count);
  const [measured, setMeasured] = useState(false);

  const measure = useCallback(() => {
    const row = rowRef.current;
    const list = listRef.current;
    if (!row || !list) return;
    const widths = Array.from(list.querySelectorAll('li'), (item) => item.getBoundingClientRect().width);
    setFitting(countFitting(widths, row.clientWidth, moreRef.current?.getBoundingClientRect().width ?? 0));
    setMeasured(true);
  }, []);

  useLayoutEffect(() => {
    measure();
    const row = rowRef.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    let live = true;
    void document.fonts?.ready.then(() => live && measure());
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [measure, count]);

  return { rowRef, listRef, moreRef, fitting: Math.min(fitting, count), measured };
}
