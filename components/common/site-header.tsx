import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useState } from 'react';
import { LayoutHeader } from '../../layouts/light-layout';
import { menusFor } from '../../lib/menus';
import { useAppSelector } from '../../redux/hooks';
import CartLink from '../cart/cart-link';
import NotificationBell from '../notifications/notification-bell';
import SearchBox from '../search/search-box';
import AccountActions from './account-actions';
import { lazyComponent } from './lazy-antd';
import LightButton from './light-button';
import type { MobileNavProps } from './mobile-nav';
import HeaderNav from './header-nav';
import SiteLogo from './site-logo';
import SocketStatus from './socket-status';
import ThemeToggle from './theme-toggle';
import styles from './site-header.module.css';

// The menu drawer (antd Drawer) is for phones and tablets, once opened: it loads when the browser is idle on
// such a screen, or when the menu button is pressed.
const mobileNav = lazyComponent<MobileNavProps>(() => import('./mobile-nav'));

/**
 * Where the menu button (a drawer with every section, the search and the account) replaces the header's row
 * of sections (site-header.module.css). From there up, the row shows the sections that fit and "More" the rest.
 */
const SMALL_SCREEN = '(max-width: 1023px)';
/** The drawer's content, for the menu button's aria-controls. */
const DRAWER_ID = 'site-menu-drawer';

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
        <HeaderNav items={menus} className={styles.desktopNav} />
        <div className={styles.actions}>
          <div className={styles.desktopOnly}>
            <SearchBox placement="header" testId="header-search" />
          </div>
          <SocketStatus />
          <NotificationBell />
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
              aria-controls={DRAWER_ID}
              data-testid="mobile-menu-button"
              onClick={() => setDrawerOpen(true)}
            />
          </span>
        </div>
      </div>
      {MobileNav && <MobileNav id={DRAWER_ID} open={drawerOpen} onClose={() => setDrawerOpen(false)} items={menus} />}
    </LayoutHeader>
  );
}
