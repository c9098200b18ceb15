import RightOutlined from '@ant-design/icons/RightOutlined';
import Link from './link';
import { useId, type ReactNode } from 'react';
import styles from './section.module.css';

interface Props {
  title: ReactNode;
  /** "See all" link target. */
  href?: string;
  /** The link's words, when "See all" says too little ("See all 5 videos"). */
  moreText?: string;
  testId?: string;
  children: ReactNode;
}

/** A titled block of a page (home rows, related lists) with an optional "See all" link. */
export default function Section({ title, href, moreText = 'See all', testId, children }: Props) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={testId}>
      <div className={styles.header}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {href && (
          <Link href={href} className={styles.more}>
            {moreText} <RightOutlined aria-hidden />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
