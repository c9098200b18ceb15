import Link from './link';
import { ROUTES } from '../../lib/constants';
import { useAppSelector } from '../../redux/hooks';
import styles from './site-logo.module.css';

export default function SiteLogo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const siteName = useAppSelector((s) => s.ui.siteName);
  const logo = useAppSelector((s) => s.ui.logo);
  return (
    <Link href={ROUTES.home} className={`${styles.logo} ${tone === 'dark' ? styles.dark : ''}`} data-testid="site-logo">
      {/* eslint-disable-next-line @next/next/no-img-element -- admin-set logo may live on any host */}
      <img src={logo} alt="" className={styles.image} width={36} height={36} />
      <span className={styles.name}>{siteName}</span>
    </Link>
  );
}
