import { useEffect, useRef } from 'react';
import styles from './feed.module.css';

/** Calls `onReached` when the end of the list scrolls into view (a screen ahead), so the next page is there in time. */
export default function InfiniteSentinel({ onReached }: { onReached: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onReached);
  latest.current = onReached;
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), { rootMargin: '100% 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return <div ref={ref} className={styles.sentinel} aria-hidden />;
}
