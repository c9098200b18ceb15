import { Divider, Drawer } from 'antd';
import type { MenuItem } from '../../types/settings';
import AccountActions from './account-actions';
import SearchBox from '../search/search-box';
import NavLinks from './nav-links';
import SiteLogo from './site-logo';
import styles from './mobile-nav.module.css';
import { withAntdScope } from './antd-scope';

export interface MobileNavProps {
  /** The content's id, named by the menu button's aria-controls. */
  id: string;
  open: boolean;
  onClose: () => void;
  items: MenuItem[];
}

/** Phones and tablets: the header's sections, the search and the account actions in a drawer (Escape closes it). */
function MobileNav({ id, open, onClose, items }: MobileNavProps) {
  return (
    <Drawer open={open} onClose={onClose} placement="right" size={300} title={<SiteLogo tone="dark" />} className={styles.drawer}>
      {/* Any link followed from the drawer closes it, even when it points at the current page. */}
      <div id={id} onClick={(event) => (event.target as HTMLElement).closest('a') && onClose()}>
        <SearchBox placement="drawer" testId="drawer-search" />
        <nav aria-label="Mobile" className={styles.nav}>
          <NavLinks items={items} className={styles.list} linkClassName={styles.link} activeClassName={styles.active} testIdPrefix="drawer-link" />
        </nav>
        {items.length > 0 && <Divider />}
        <AccountActions placement="drawer" />
      </div>
    </Drawer>
  );
}

export default withAntdScope(MobileNav);
