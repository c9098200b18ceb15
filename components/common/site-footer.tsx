import { useMemo } from 'react';
import { LayoutFooter } from '../../layouts/light-layout';
import { menusFor } from '../../lib/menus';
import { useAppSelector } from '../../redux/hooks';
import NavLinks from './nav-links';
import SiteLogo from './site-logo';
import styles from './site-footer.module.css';

export default function SiteFooter() {
  const allMenus = useAppSelector((s) => s.ui.menus);
  const footerContent = useAppSelector((s) => s.ui.footerContent);
  const siteName = useAppSelector((s) => s.ui.siteName);
  const menus = useMemo(() => menusFor(allMenus, 'footer'), [allMenus]);

  return (
    <LayoutFooter className={styles.footer} data-testid="site-footer">
      <div className={styles.inner}>
        <div className={styles.top}>
          <SiteLogo />
          <nav aria-label="Footer">
            <NavLinks items={menus} className={styles.list} linkClassName={styles.link} />
          </nav>
        </div>
        {footerContent ? (
          // Admin-authored HTML from the site settings.
          <div className={styles.content} data-testid="footer-content" dangerouslySetInnerHTML={{ __html: footerContent }} />
        ) : (
          <p className={styles.content}>
            © {new Date().getFullYear()} {siteName}
          </p>
        )}
      </div>
    </LayoutFooter>
  );
}
