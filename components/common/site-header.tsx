import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useState } from 'react';
import { LayoutHeader } from '../../layouts/light-layout';
import { menusFor } from '../../lib/menus';
import { useAppSelector } from '../../redux/hooks';
import CartLink from '../cart/cart-link';
import SearchBox from '../search/search-box';
import AccountActions from './account-actions';
import { lazyComponent } from './lazy-antd';
import LightButton from './light-button';
import type { MobileNavProps } from './mobile-nav';
import NavLinks from './nav-links';
import SiteLogo from './site-logo';
import SocketStatus from './socket-status';
import ThemeToggle from './theme-toggle';
import styles from './site-header.module.css';

// The menu drawer (antd Drawer) is for small screens, once opened: it loads when the browser is idle on a
// small screen, or when the menu button is pressed.
const mobileNav = lazyComponent<MobileNavProps>(() => import('./mobile-nav'));

/** Where the menu button replaces the navigation (site-header.module.css). */
const SMALL_SCREEN = '(max-width: 767px)';

export default function SiteHeader() {
  const allMenus = useAppSelector((s) => s.ui.menus);
  const menus = useMemo(() => menusFor(allMenus, 'header'), [allMenus]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [smallScreen, setSmallScreen] = useState(false);
  const MobileNav = mobileNav.useLoaded(drawerOpen ? 'now' : smallScreen ? 'idle' : 'no');
  const { asPath } = useRouter();

  useEffect(() => setDrawerOpen(false), [asPath]);
  useEffect(() => setSmallScreen(window.matchMedia?.(SMALL_SCREEN).matches ?? false), []);

  return (
    <LayoutHeader className={styles.header}>
      <div className={styles.inner}>
        <SiteLogo />
        <nav aria-label="Main" className={styles.nav}>
          <NavLinks items={menus} className={styles.list} linkClassName={styles.link} activeClassName={styles.active} />
        </nav>
        <div className={styles.actions}>
          <div className={styles.desktopOnly}>
            <SearchBox placement="header" testId="header-search" />
          </div>
          <SocketStatus />
          <CartLink />
          <ThemeToggle className={styles.iconButton} />
          <div className={styles.desktopOnly}>
            <AccountActions placement="header" />
          </div>
          <span className={styles.mobileOnly}>
            <LightButton
              type="text"
              className={styles.iconButton}
              icon={<MenuOutlined />}
              aria-label="Open menu"
              aria-expanded={drawerOpen}
              data-testid="mobile-menu-button"
              onClick={() => setDrawerOpen(true)}
            />
          </span>
        </div>
      </div>
      {MobileNav && <MobileNav open={drawerOpen} onClose={() => setDrawerOpen(false)} items={menus} />}
    </LayoutHeader>
  );
}
