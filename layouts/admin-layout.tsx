import SiteHeader from '../components/common/site-header';
import { LayoutContent, LayoutRoot } from './light-layout';
import type { LayoutProps } from './types';
import styles from './layouts.module.css';

/** The admin area's frame: the site's header (the way back, the user's menu) over the whole width, no footer. */
export default function AdminLayout({ children }: LayoutProps) {
  return (
    <LayoutRoot className={styles.page}>
      <SiteHeader />
      <LayoutContent className={styles.content}>{children}</LayoutContent>
    </LayoutRoot>
  );
}
