import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import type { ReactNode } from 'react';
import { assetStatus, scheduledFor, type Publication } from '../../lib/studio';
import Link from '../common/link';
import StatusTag from '../orders/status-tag';
import styles from './item-editor.module.css';

interface Props {
  /** What the item is ("gallery", "product"): its test ids start with it. */
  noun: string;
  /** The way back to the Studio's list of its kind. */
  back: { href: string; label: string };
  title: string;
  cover: string | null;
  publication: Publication;
  publishedAt: string | null;
  /** Its public page (a preview while it is not live). */
  publicHref: string;
  /** Its figures, one short phrase each ("12 photos", "$4.99"). */
  facts: string[];
  /** Its actions (publish, edit, delete...). */
  children: ReactNode;
}

/** The top of a Studio editor (a gallery's, a product's): the way back, the item's cover, title, state, figures and actions. */
export default function ItemHeader({ noun, back, title, cover, publication, publishedAt, publicHref, facts, children }: Props) {
  const scheduled = scheduledFor({ publication, publishedAt });
  return (
    <header className={styles.header}>
      <Link href={back.href} className={styles.back}>
        <ArrowLeftOutlined aria-hidden /> {back.label}
      </Link>
      <div className={styles.headerMain}>
        {/* eslint-disable-next-line @next/next/no-img-element -- API-hosted media with its own sizes */}
        {cover ? <img className={styles.headerCover} src={cover} alt="" /> : <span className={styles.headerCover} aria-hidden />}
        <div className={styles.headerText}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.state}>
            <StatusTag look={assetStatus(publication)} testId={`${noun}-publication`} />
            {scheduled && (
              // In the browser's time zone, which the server rendering does not know.
              <span data-testid={`${noun}-publication-detail`} suppressHydrationWarning>
                {scheduled}
              </span>
            )}
            <Link href={publicHref} className={styles.publicLink}>
              {publication === 'live' ? 'See it on the site' : 'Preview it'}
            </Link>
          </p>
          <ul className={styles.facts} aria-label="Figures" data-testid={`${noun}-facts`}>
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </div>
      </div>
      {children}
    </header>
  );
}
