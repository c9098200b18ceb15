import { LayoutRoot } from './light-layout';
import type { LayoutProps } from './types';
import styles from './layouts.module.css';

/** No header or footer, but the app background and full height. */
export default function BlankLayout({ children }: LayoutProps) {
  return <LayoutRoot className={styles.page}>{children}</LayoutRoot>;
}
