import { ADMIN_ROUTES, ADMIN_SECTIONS, type AdminSection } from '../../lib/admin-routes';
import Link from '../common/link';
import styles from './admin.module.css';

/** The admin area's sections; the current one is marked. */
export default function AdminNav({ current }: { current: AdminSection }) {
  return (
    <nav className={styles.nav} aria-labelledby="admin-nav-label" data-testid="admin-nav">
      <span id="admin-nav-label" className={styles.navLabel}>
        Admin
      </span>
      <ul className={styles.navList}>
        {ADMIN_SECTIONS.map(({ key, label }) => (
          <li key={key}>
            <Link href={ADMIN_ROUTES[key]} className={styles.navLink} aria-current={key === current ? 'page' : undefined} data-testid={`admin-nav-${key}`}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
