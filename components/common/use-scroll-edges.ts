import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** Content is hidden before the start (scrolled away to the left). */
  before: boolean;
  /** Content is hidden past the end (to the right). */
  after: boolean;
}

/** Whether a horizontal scroller has content hidden at either end, kept up to date on scroll and resize. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  useEffect(() => {
    const scroller = ref.current;
    if (!scroller) return undefined;
    const measure = () => {
      const before = scroller.scrollLeft > 0;
      // Rounded: a zoomed page gives fractional positions that never quite reach the end.
      const after = Math.ceil(scroller.scrollLeft + scroller.clientWidth) < scroller.scrollWidth;
      setEdges((old) => (old.before === before && old.after === after ? old : { before, after }));
    };
    measure();
    scroller.addEventListener('scroll', measure, { passive: true });
    const resize = new ResizeObserver(measure);
    // The scroller itself for its width, its items for theirs (a label can change).
    for (const element of [scroller, ...Array.from(scroller.children)]) resize.observe(element);
    return () => {
      scroller.removeEventListener('scroll', measure);
      resize.disconnect();
    };
  }, [ref]);
  return edges;
}
