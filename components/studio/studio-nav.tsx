import { STUDIO_ROUTES, STUDIO_SECTIONS, type StudioSection } from '../../lib/studio-routes';
import Link from '../common/link';
import styles from './studio.module.css';

/** The Studio's sections as a row of links (scrolls sideways on a narrow screen); the current one is marked. */
export default function StudioNav({ current }: { current: StudioSection }) {
  return (
    <nav className={styles.navBar} aria-labelledby="studio-nav-label" data-testid="studio-nav">
      <span id="studio-nav-label" className={styles.navLabel}>
        Studio
      </span>
      <ul className={styles.nav}>
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
