import type { ReactNode } from 'react';
import styles from './card-grid.module.css';

export type GridVariant = 'wide' | 'square' | 'compact';

interface Props {
  /** wide: video / gallery cards; square: products; compact: performers. */
  variant: GridVariant;
  children: ReactNode;
  testId?: string;
  label?: string;
}

/** Responsive card grid: two a row on phones, up to four (wide), five (square) or six (compact) on desktops. */
export default function CardGrid({ variant, children, testId, label }: Props) {
  return (
    <ul className={`${styles.grid} ${styles[variant]}`} data-testid={testId} aria-label={label}>
      {children}
    </ul>
  );
}

/** One cell of a CardGrid. */
export function GridItem({ children }: { children: ReactNode }) {
  return <li className={styles.item}>{children}</li>;
}
