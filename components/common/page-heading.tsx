import type { ReactNode } from 'react';
import styles from './page-heading.module.css';

interface Props {
  title: ReactNode;
  subtitle?: ReactNode;
  /** "128 videos" beside the title. */
  count?: number;
  noun?: string;
  /** The noun when the count is 1 ("order" for "orders"). */
  nounOne?: string;
  extra?: ReactNode;
}

export default function PageHeading({ title, subtitle, count, noun, nounOne, extra }: Props) {
  return (
    <header className={styles.heading}>
      <div className={styles.text}>
        <h1 className={styles.title}>
          {title}
          {count !== undefined && noun && count > 0 && <span className={styles.count}>{`${count} ${count === 1 && nounOne ? nounOne : noun}`}</span>}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {extra}
    </header>
  );
}
