import type { ReactNode } from 'react';
import { formatCount, formatDate } from '../../lib/format';
import { countOf } from '../../lib/plural';
import type { Publication } from '../../lib/studio';
import Link from '../common/link';
import { useMoney } from '../common/use-money';
import LightCheckbox from '../form/light-checkbox';
import PublicationState from './publication-state';
import styles from './studio.module.css';

/** What every row of the owner's lists has of its item: where it stands, when, and its figures. */
export interface OwnItem {
  _id: string;
  /** Where it stands (the server's publication field), and when it goes or went live. */
  publication: Publication;
  publishedAt: string | null;
  createdAt: string;
  stats: { views: number; likes: number; comments: number };
  /** Units sold, and their gross price in cents (reversed sales excluded). */
  salesCount: number;
  revenue: number;
}

interface Props {
  item: OwnItem;
  /** The item's public page. */
  href: string;
  title: string;
  image: string | null;
  /** What it costs, or a word when it is not sold on its own ("Subscribers", "Free"). */
  price: string;
  /** A word about the item (its type or access). */
  kind: string;
  /** Shown in place of the status tag: a richer state (a video's upload and processing, with its actions). */
  state?: ReactNode;
  /** When the list acts on many at once: whether this one is chosen, and choosing it. */
  selection?: { selected: boolean; onSelect: (selected: boolean) => void };
}

/** When it went (or goes) live, else when it was made: "Published Nov 3, 2026", "Made Nov 3, 2026". */
const dateOf = (item: OwnItem) =>
  item.publishedAt && item.publication === 'live' ? `Published ${formatDate(item.publishedAt)}` : `Made ${formatDate(item.createdAt)}`;

/** One of the performer's own items: picture, name (to its public page), status, date, price, views, likes, comments, sales, revenue. */
export default function OwnAssetRow({ item, href, title, image, price, kind, state, selection }: Props) {
  const money = useMoney();
  const { stats } = item;
  return (
    <li className={styles.row} data-testid="own-asset-row">
      <div className={styles.rowMain}>
        {selection && (
          <LightCheckbox
            checked={selection.selected}
            onChange={(e) => selection.onSelect(e.target.checked)}
            aria-label={`Select ${title}`}
            data-testid="row-select"
          />
        )}
        {/* eslint-disable-next-line @next/next/no-img-element -- API-hosted media with its own sizes */}
        {image ? <img className={styles.thumb} src={image} alt="" loading="lazy" /> : <span className={styles.thumb} aria-hidden />}
        <div>
          <Link href={href} className={styles.rowTitle}>
            {title}
          </Link>
          <div className={styles.rowFacts}>
            <span>{kind}</span>
            <span>{price}</span>
            <span>{dateOf(item)}</span>
            <span>{formatCount(stats.views)} views</span>
            <span>{formatCount(stats.likes)} likes</span>
            <span>{formatCount(stats.comments)} comments</span>
            <span>{countOf(item.salesCount, 'sales')}</span>
          </div>
        </div>
      </div>
      <div className={styles.rowAside}>
        {state ?? (
          <span className={styles.publication}>
            <PublicationState item={item} />
          </span>
        )}
        <span className={styles.amount} title="Revenue">
          {money(item.revenue)}
        </span>
      </div>
    </li>
  );
}
