import { DEFAULT_AVATAR } from '../../lib/constants';
import { formatRelativeTime } from '../../lib/format';
import type { NotificationItem } from '../../types/notification';
import LightAvatar from '../common/light-avatar';
import Link from '../common/link';
import styles from './notifications.module.css';

/** One notification: who (the latest one's picture), what, when, unread or not; opening it reads it. */
export default function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: (item: NotificationItem) => void }) {
  const actor = item.actors[0];
  return (
    <li className={`${styles.row} ${item.read ? '' : styles.unread}`} data-testid="notification" data-read={String(item.read)}>
      <Link href={item.path} className={styles.rowLink} onClick={() => onOpen(item)}>
        <LightAvatar src={actor ? actor.avatar || DEFAULT_AVATAR : DEFAULT_AVATAR} alt="" size={36} />
        <span className={styles.rowText}>
          <span data-testid="notification-text">{item.text}</span>
          <time className={styles.when} dateTime={item.createdAt}>
            {formatRelativeTime(item.createdAt)}
          </time>
        </span>
        {!item.read && <span className={styles.dot} aria-label="Unread" />}
      </Link>
    </li>
  );
}
