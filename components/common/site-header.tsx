import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { Button, Layout } from 'antd';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useState } from 'react';
import { menusFor } from '../../lib/menus';
import { useAppSelector } from '../../redux/hooks';
import SearchBox from '../search/search-box';
import AccountActions from './account-actions';
import MobileNav from './mobile-nav';
import NavLinks from './nav-links';
import SiteLogo from './site-logo';
import SocketStatus from './socket-status';
import ThemeToggle from './theme-toggle';
import styles from './site-header.module.css';

export default function SiteHeader() {
  const allMenus = useAppSelector((s) => s.ui.menus);
  const menus = useMemo(() => menusFor(allMenus, 'header'), [allMenus]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { asPath } = useRouter();

  useEffect(() => setDrawerOpen(false), [asPath]);

  return (
    <Layout.Header className={styles.header}>
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
          <ThemeToggle className={styles.iconButton} />
          <div className={styles.desktopOnly}>
            <AccountActions placement="header" />
          </div>
          <span className={styles.mobileOnly}>
            <Button
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
      <MobileNav open={drawerOpen} onClose={() => setDrawerOpen(false)} items={menus} />
    </Layout.Header>
  );
}
