import SiteLogo from '../components/common/site-logo';
import { useAppSelector } from '../redux/hooks';
import { LayoutRoot } from './light-layout';
import type { LayoutProps } from './types';
import styles from './auth-layout.module.css';

/** Login, register and the other account pages: the login placeholder image beside the form on wide screens. */
export default function AuthLayout({ children }: LayoutProps) {
  const image = useAppSelector((s) => s.ui.loginPlaceholderImage);
  const siteName = useAppSelector((s) => s.ui.siteName);
  return (
    <LayoutRoot className={styles.root}>
      <aside
        className={styles.visual}
        style={image ? { backgroundImage: `url("${image.replace(/"/g, '%22')}")` } : undefined}
        data-testid="auth-placeholder-image"
        aria-hidden="true"
      >
        <div className={styles.visualOverlay}>
          <p className={styles.visualTitle}>{siteName}</p>
        </div>
      </aside>
      <main className={styles.panel}>
        <div className={styles.logo}>
          <SiteLogo tone="dark" />
        </div>
        <div className={styles.body}>{children}</div>
      </main>
    </LayoutRoot>
  );
}
