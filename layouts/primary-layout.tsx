import { Layout } from 'antd';
import BackToTop from '../components/common/back-to-top';
import SiteFooter from '../components/common/site-footer';
import SiteHeader from '../components/common/site-header';
import type { LayoutProps } from './types';
import styles from './layouts.module.css';

export default function PrimaryLayout({ children }: LayoutProps) {
  return (
    <Layout className={styles.page}>
      <SiteHeader />
      <Layout.Content className={styles.content}>{children}</Layout.Content>
      <SiteFooter />
      <BackToTop />
    </Layout>
  );
}
