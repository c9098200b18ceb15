import type { ReactNode } from 'react';
import { countOf } from '../../lib/plural';
import styles from './page-heading.module.css';

interface Props {
  title: ReactNode;
  subtitle?: ReactNode;
  /** "128 videos" beside the title (the noun in the plural: "videos"). */
  count?: number;
  noun?: string;
  extra?: ReactNode;
}

export default function PageHeading({ title, subtitle, count, noun, extra }: Props) {
  return (
    <header className={styles.heading}>
      <div className={styles.text}>
        <h1 className={styles.title}>
          {title}
          {count !== undefined && noun && count > 0 && <span className={styles.count}>{countOf(count, noun)}</span>}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {extra}
    </header>
  );
}
