import type { ReactNode } from 'react';
import styles from './list-status.module.css';

/**
 * Nothing to show: a short line that says why and what to do, under antd's small "empty" picture (antd Empty
 * with PRESENTED_IMAGE_SIMPLE, drawn here: an empty list is often the first thing a page shows).
 */
export default function ListEmpty({ children, testId = 'list-empty' }: { children: ReactNode; testId?: string }) {
  return (
    <div className={styles.empty} data-testid={testId}>
      <div className={styles.emptyInner}>
        <svg className={styles.emptyImage} width="64" height="41" viewBox="0 0 64 41" xmlns="http://www.w3.org/2000/svg" aria-hidden>
          <g transform="translate(0 1)" fill="none" fillRule="evenodd">
            <ellipse className={styles.emptyShadow} cx="32" cy="33" rx="32" ry="7" />
            <g fillRule="nonzero" className={styles.emptyBox}>
              <path d="M55 12.8 44.9 1.3Q44 0 42.9 0H21.1q-1.2 0-2 1.3L9 12.8V22h46z" />
              <path
                className={styles.emptyContent}
                d="M41.6 16c0-1.7 1-3 2.2-3H55v18.1c0 2.2-1.3 3.9-3 3.9H12c-1.7 0-3-1.7-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 3s1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.4 2.2-3"
              />
            </g>
          </g>
        </svg>
        <div className={styles.emptyText}>{children}</div>
      </div>
    </div>
  );
}
