import { CATALOGUE_ROUTES } from '../../lib/catalogue';
import type { OrderLine } from '../../types/checkout';
import Link from '../common/link';
import styles from './payment.module.css';

type Used = Exclude<OrderLine['objectType'], 'subscription' | 'shipping' | 'tip' | 'message'>;

const BASE: Record<Used, string> = {
  video: CATALOGUE_ROUTES.videos,
  gallery: CATALOGUE_ROUTES.galleries,
  creator_post: CATALOGUE_ROUTES.creatorPosts,
  product: CATALOGUE_ROUTES.products,
};

/**
 * Where a bought line is used: its page; for a subscription period the fan's subscriptions; for a paid message the
 * conversation with its creator. Shipping and tips have none.
 */
export function purchasedHref(line: Pick<OrderLine, 'objectType' | 'objectId' | 'performerId'>): string | null {
  if (line.objectType === 'shipping' || line.objectType === 'tip') return null;
  if (line.objectType === 'message') return line.performerId ? `/messages/with/${encodeURIComponent(line.performerId)}` : '/messages';
  return line.objectType === 'subscription' ? '/user/subscriptions' : `${BASE[line.objectType]}/${encodeURIComponent(line.objectId)}`;
}

/** What an order bought, each a link to its page (a video to watch, a product to download or follow); a tip by its name; shipping is not listed. */
export default function PurchasedLinks({ lines }: { lines: OrderLine[] }) {
  return (
    <ul className={styles.bought} data-testid="purchased-links">
      {lines
        .filter((line) => line.objectType !== 'shipping')
        .map((line) => (
          <li key={line._id}>
            {purchasedHref(line) ? <Link href={purchasedHref(line)!}>{line.name}</Link> : line.name}
            {line.quantity > 1 && <span className={styles.quantity}> × {line.quantity}</span>}
          </li>
        ))}
    </ul>
  );
}
