import BackToTop from '../components/common/back-to-top';
import SiteFooter from '../components/common/site-footer';
import SiteHeader from '../components/common/site-header';
import { LayoutContent, LayoutRoot } from './light-layout';
import type { LayoutProps } from './types';
import styles from './layouts.module.css';

export default function PrimaryLayout({ children }: LayoutProps) {
  return (
    <LayoutRoot className={styles.page}>
      <SiteHeader />
      <LayoutContent className={styles.content}>{children}</LayoutContent>
      <SiteFooter />
      <BackToTop />
    </LayoutRoot>
  );
}
