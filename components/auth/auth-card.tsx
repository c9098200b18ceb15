import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

interface Props {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** Heading, body and footer links of every page in the auth layout. */
export default function AuthCard({ title, subtitle, children, footer }: Props) {
  return (
    <section className={styles.card}>
      <h1 className={styles.title}>{title}</h1>
      {subtitle && <div className={styles.subtitle}>{subtitle}</div>}
      {children}
      {footer && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}
