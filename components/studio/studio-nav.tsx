import { useEffect, useRef } from 'react';
import { STUDIO_ROUTES, STUDIO_SECTIONS, type StudioSection } from '../../lib/studio-routes';
import Link from '../common/link';
import { useScrollEdges } from '../common/use-scroll-edges';
import styles from './studio.module.css';

/** The Studio's sections as a row of links (scrolls sideways on a narrow screen, faded where more is); the current one is marked. */
export default function StudioNav({ current }: { current: StudioSection }) {
  const list = useRef<HTMLUListElement>(null);
  const edges = useScrollEdges(list);
  // On a narrow screen the row scrolls: the current section is brought into it.
  useEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row && active && active.offsetLeft + active.offsetWidth > row.clientWidth) row.scrollLeft = active.offsetLeft - 16;
  }, [current]);
  return (
    <nav className={styles.navBar} aria-labelledby="studio-nav-label" data-testid="studio-nav">
      <span id="studio-nav-label" className={styles.navLabel}>
        Studio
      </span>
      {/* Faded at an end where sections are scrolled out of sight: the row says it scrolls. */}
      <ul className={styles.nav} ref={list} data-more-before={edges.before || undefined} data-more-after={edges.after || undefined}>
        {STUDIO_SECTIONS.map(({ key, label }) => (
          <li key={key}>
            <Link href={STUDIO_ROUTES[key]} className={styles.navLink} aria-current={key === current ? 'page' : undefined} data-testid={`studio-nav-${key}`}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
