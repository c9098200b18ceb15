import type { MenuItem } from '../../types/settings';
import NavLinks from './nav-links';
import NavMoreMenu from './nav-more-menu';
import { usePriorityLinks } from './use-priority-links';
import styles from './header-nav.module.css';

/**
 * The header's sections on wide screens: the entries that fit in the row, in their order, and "More" with the
 * rest, so none is ever cut off (below 1024 px the menu drawer holds them all; site-header.tsx).
 */
export default function HeaderNav({ items, className }: { items: MenuItem[]; className?: string }) {
  const { rowRef, listRef, moreRef, fitting, measured } = usePriorityLinks(items.length);
  return (
    <nav aria-label="Main" className={`${styles.nav} ${className ?? ''}`.trim()} ref={rowRef} data-measured={measured || undefined}>
      <div className={styles.row} ref={listRef}>
        <NavLinks
          items={items}
          className={styles.list}
          linkClassName={styles.link}
          activeClassName={styles.active}
          itemClassName={(index) => (index < fitting ? styles.item : `${styles.item} ${styles.overflowed}`)}
          testIdPrefix="header-link"
        />
      </div>
      <NavMoreMenu items={items.slice(fitting)} wrapperRef={moreRef} hidden={fitting >= items.length} />
    </nav>
  );
}
