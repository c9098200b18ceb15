import type { ReactNode } from 'react';
import { formatCount } from '../../lib/format';
import type { Publication } from '../../server/modules/catalogue/schemas';
import { assetStatus, scheduledFor } from '../../lib/studio';
import Link from '../common/link';
import { useMoney } from '../common/use-money';
import StatusTag from '../orders/status-tag';
import styles from './studio.module.css';
import { countOf } from '../../lib/plural';

interface Props {
  /** Units sold, and their gross price in cents (reversed sales excluded). */
  salesCount: number;
  revenue: number;
  /** The item's public page. */
  href: string;
  title: string;
  image: string | null;
  /** Where it stands (the server's publication field), and when it goes or went live. */
  publication: Publication;
  publishedAt: string | null;
  /** What it costs, or a word when it is not sold on its own ("Subscribers", "Free"). */
  price: string;
  stats: { views: number; likes: number };
  /** A word about the item (its type or access). */
  kind: string;
  /** Shown in place of the status tag: a richer state (a video's upload and processing, with its actions). */
  state?: ReactNode;
}

/** One of the performer's own items: picture, name (to its public page), status, price, views, likes, sales, revenue. */
export default function OwnAssetRow({ href, title, image, publication, publishedAt, price, stats, kind, salesCount, revenue, state }: Props) {
  const scheduled = scheduledFor({ publication, publishedAt });
  const money = useMoney();
  return (
    <li className={styles.row} data-testid="own-asset-row">
      <div className={styles.rowMain}>
        {/* eslint-disable-next-line @next/next/no-img-element -- API-hosted media with its own sizes */}
        {image ? <img className={styles.thumb} src={image} alt="" loading="lazy" /> : <span className={styles.thumb} aria-hidden />}
        <div>
          <Link href={href} className={styles.rowTitle}>
            {title}
          </Link>
          <div className={styles.rowFacts}>
            <span>{kind}</span>
            <span>{price}</span>
            <span>{formatCount(stats.views)} views</span>
            <span>{formatCount(stats.likes)} likes</span>
            <span>{countOf(salesCount, 'sales')}</span>
          </div>
        </div>
      </div>
      <div className={styles.rowAside}>
        {state ?? (
          <span className={styles.publication}>
            <StatusTag look={assetStatus(publication)} testId="publication-tag" />
            {scheduled && (
              // In the browser's time zone, which the server rendering does not know.
              <span className={styles.publicationDetail} data-testid="publication-detail" suppressHydrationWarning>
                {scheduled}
              </span>
            )}
          </span>
        )}
        <span className={styles.amount} title="Revenue">
          {money(revenue)}
        </span>
      </div>
    </li>
  );
}
