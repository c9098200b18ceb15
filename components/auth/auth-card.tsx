import { Typography } from 'antd';
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
      <Typography.Title level={1} className={styles.title}>
        {title}
      </Typography.Title>
      {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
      {children}
      {footer && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}
