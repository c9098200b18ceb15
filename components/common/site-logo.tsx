import Link from './link';
import { PAGE_ROUTES, ROUTES } from '../../lib/constants';
import { useAppSelector } from '../../redux/hooks';
import styles from './site-logo.module.css';

export default function SiteLogo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const siteName = useAppSelector((s) => s.ui.siteName);
  const logo = useAppSelector((s) => s.ui.logo);
  // Home is the feed for a signed-in user, the showcase for a visitor.
  const home = useAppSelector((s) => (s.auth.loggedIn ? PAGE_ROUTES.feed : ROUTES.home));
  return (
    <Link href={home} className={`${styles.logo} ${tone === 'dark' ? styles.dark : ''}`} data-testid="site-logo">
      {/* eslint-disable-next-line @next/next/no-img-element -- admin-set logo may live on any host */}
      <img src={logo} alt="" className={styles.image} width={36} height={36} />
      <span className={styles.name}>{siteName}</span>
    </Link>
  );
}
