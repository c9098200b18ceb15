import { useRouter } from 'next/router';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { isActivePath } from '../../lib/menus';
import type { MenuItem } from '../../types/settings';
import NavLinks from './nav-links';
import { useLinkedPaths } from './use-linked-paths';
import styles from './header-nav.module.css';

interface Props {
  /** The entries that did not fit in the header's row. */
  items: MenuItem[];
  /** The wrapper, measured by usePriorityLinks (also while hidden). */
  wrapperRef: RefObject<HTMLDivElement | null>;
  /** Not needed: every entry fits. Hidden, still measurable. */
  hidden: boolean;
}

/**
 * "More": a disclosure button and the list of the header's entries that did not fit. Escape closes it and
 * gives the focus back to the button; so do a click elsewhere, the focus leaving it and following a link.
 */
export default function NavMoreMenu({ items, wrapperRef, hidden }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const ownRef = useRef<HTMLDivElement | null>(null);
  const { asPath } = useRouter();
  const linkedPaths = useLinkedPaths();
  const holdsCurrentPage = items.some((item) => isActivePath(asPath, item.path, linkedPaths));

  useEffect(() => setOpen(false), [asPath, hidden]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!ownRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const setWrapper = (node: HTMLDivElement | null) => {
    ownRef.current = node;
    wrapperRef.current = node;
  };

  return (
    <div
      ref={setWrapper}
      className={`${styles.more} ${hidden ? styles.moreUnneeded : ''}`.trim()}
      aria-hidden={hidden || undefined}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.link} ${styles.moreButton} ${holdsCurrentPage ? styles.active : ''}`.trim()}
        aria-expanded={open}
        aria-controls={panelId}
        tabIndex={hidden ? -1 : undefined}
        data-testid="header-more-button"
        onClick={() => setOpen((was) => !was)}
      >
        More <span aria-hidden className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open} data-testid="header-more-menu">
        <NavLinks items={items} className={styles.panelList} linkClassName={styles.panelLink} activeClassName={styles.panelActive} testIdPrefix="more-link" />
      </div>
    </div>
  );
}
