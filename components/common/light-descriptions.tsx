import type { ReactNode } from 'react';
import styles from './light-descriptions.module.css';

export interface DescriptionItem {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * Labelled values as a description list (<dl>), looking like antd's Descriptions in one column, size small,
 * without border ("Label: value" rows), without antd's Descriptions code in the first load.
 */
export default function LightDescriptions({ items }: { items: DescriptionItem[] }) {
  return (
    <dl className={styles.list}>
      {items.map(({ key, label, children }) => (
        <div key={key} className={styles.item}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.content}>{children}</dd>
        </div>
      ))}
    </dl>
  );
}
