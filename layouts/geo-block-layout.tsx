import StopOutlined from '@ant-design/icons/StopOutlined';
import { MESSAGES } from '../lib/constants';
import type { LayoutProps } from './types';
import styles from './layouts.module.css';

/** A blocked visitor country replaces every page with this notice. */
export default function GeoBlockLayout(_props: LayoutProps) {
  return (
    <main className={styles.geoBlock} data-testid="geo-block">
      <div className={styles.geoBlockCard}>
        <StopOutlined className={styles.geoBlockIcon} aria-hidden />
        <h1 className={styles.geoBlockTitle}>{MESSAGES.geoBlockTitle}</h1>
        <p className={styles.geoBlockText}>{MESSAGES.geoBlockText}</p>
      </div>
    </main>
  );
}
