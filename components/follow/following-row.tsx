import { paths } from '../../lib/catalogue';
import { DEFAULT_AVATAR } from '../../lib/constants';
import { formatDate } from '../../lib/format';
import type { Following } from '../../types/follow';
import LightAvatar from '../common/light-avatar';
import LightTag from '../common/light-tag';
import Link from '../common/link';
import FollowButton from './follow-button';
import styles from './following.module.css';

/** Where the fan stands with the creator: subscribed (renews on, or until), or following for free. */
function standing({ subscription, followedAt }: Following): { tag: string; colour: string; words: string } {
  if (!subscription) return { tag: 'Following', colour: 'default', words: `Following for free since ${formatDate(followedAt)}` };
  if (subscription.nextChargeAt) return { tag: 'Subscribed', colour: 'green', words: `Renews on ${formatDate(subscription.nextChargeAt)}` };
  const until = subscription.accessUntil ?? subscription.currentPeriodEnd;
  if (subscription.status === 'past_due') return { tag: 'Payment failed', colour: 'orange', words: `Update your payment: access ends ${formatDate(until)}` };
  return { tag: 'Subscribed', colour: 'green', words: `Subscribed until ${formatDate(until)}` };
}

/** One creator of /user/following: avatar, name, @username, the fan's standing, and Follow / Following. */
export default function FollowingRow({ item }: { item: Following }) {
  const { performer } = item;
  const href = paths.performer(performer);
  const { tag, colour, words } = standing(item);
  return (
    <li className={styles.row} data-testid="following-row">
      <Link href={href} className={styles.avatar} tabIndex={-1} aria-hidden>
        <LightAvatar src={performer.avatar || DEFAULT_AVATAR} alt="" size={56} />
      </Link>
      <div className={styles.who}>
        <Link href={href} className={styles.name}>
          {performer.name}
        </Link>
        <span className={styles.handle}>@{performer.username}</span>
        <span className={styles.standing}>
          <LightTag color={colour} data-testid="following-standing">
            {tag}
          </LightTag>
          {words}
        </span>
      </div>
      <FollowButton performerId={performer._id} />
    </li>
  );
}
