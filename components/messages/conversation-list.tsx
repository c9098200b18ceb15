import { DEFAULT_AVATAR } from '../../lib/constants';
import { formatRelativeTime } from '../../lib/format';
import { mediaCount } from '../../lib/message-media-count';
import type { Conversation } from '../../types/message';
import LightAvatar from '../common/light-avatar';
import Link from '../common/link';
import styles from './messages.module.css';

/** What a conversation's row says of its last message. */
function preview(conversation: Conversation, viewerId: string | null): string {
  const last = conversation.lastMessage;
  if (!last) return 'No messages yet';
  if (last.deleted) return 'Message deleted';
  if (last.moderated) return 'Removed by the team';
  if (last.tip) return `${last.senderId === viewerId ? 'You sent' : 'Sent you'} a tip${last.body ? `: ${last.body}` : ''}`;
  const media = mediaCount(last.photos);
  const photos = media && last.price ? `Paid: ${media}` : media;
  const text = last.body.replace(/\s+/g, ' ');
  return `${last.senderId === viewerId ? 'You: ' : ''}${photos && text ? `${photos} · ${text}` : photos || text}`;
}

interface Props {
  items: Conversation[];
  viewerId: string | null;
  /** The conversation open beside the list, if any. */
  activeId?: string;
}

/** The viewer's conversations, the latest first: the other person, the last message, when, and what is unread. */
export default function ConversationList({ items, viewerId, activeId }: Props) {
  return (
    <ul className={styles.list} data-testid="conversation-list">
      {items.map((c) => (
        <li key={c._id}>
          <Link
            href={`/messages/${c._id}`}
            className={`${styles.item} ${c._id === activeId ? styles.active : ''}`}
            aria-current={c._id === activeId ? 'page' : undefined}
            data-testid="conversation-item"
            data-unread={c.unread > 0 || undefined}
          >
            <LightAvatar src={c.other.avatar || DEFAULT_AVATAR} alt="" size={44} />
            <span className={styles.itemText}>
              <span className={styles.itemHead}>
                <span className={styles.itemName}>{c.other.name || 'Deleted user'}</span>
                {c.lastMessage && <time dateTime={c.lastMessage.createdAt}>{formatRelativeTime(c.lastMessage.createdAt)}</time>}
              </span>
              <span className={styles.itemPreview}>{preview(c, viewerId)}</span>
            </span>
            {c.unread > 0 && (
              <span className={styles.badge} aria-label={`${c.unread} unread`} data-testid="conversation-unread">
                {c.unread > 99 ? '99+' : c.unread}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
