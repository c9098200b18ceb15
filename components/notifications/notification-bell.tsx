import BellOutlined from '@ant-design/icons/BellOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import { useRouter } from 'next/router';
import { useEffect, useId, useRef, useState } from 'react';
import { PAGE_ROUTES } from '../../lib/constants';
import { countOf } from '../../lib/plural';
import { useAppSelector } from '../../redux/hooks';
import Link from '../common/link';
import LightSpin from '../common/light-spin';
import cart from '../cart/cart-link.module.css';
import NotificationRow from './notification-row';
import { useNotificationActions, useUnreadConversations, useUnreadCount } from './use-notification-centre';
import styles from './notifications.module.css';

/**
 * The header's bell: the unread count, live; pressed, a panel with the latest notifications, "Mark all read" and a
 * link to them all. Escape or a click elsewhere closes it.
 */
export default function NotificationBell() {
  const unread = useUnreadCount();
  const conversations = useUnreadConversations() ?? 0;
  const recent = useAppSelector((s) => s.notifications.recent);
  const { open: read, readAll, loadRecent } = useNotificationActions();
  const [open, setOpen] = useState(false);
  const [top, setTop] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const { asPath } = useRouter();

  useEffect(() => setOpen(false), [asPath]);
  useEffect(() => {
    if (!open) return;
    setFailed(false);
    loadRecent()
      .then((page) => setTop(page.top))
      .catch(() => setFailed(true));
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open, loadRecent]);

  if (unread === null && !open) return null;
  // The bell counts unread notifications and conversations with unread messages.
  const count = (unread ?? 0) + conversations;
  const label = count === 0 ? 'Notifications' : `Notifications, ${countOf(count, 'unread')}`;
  return (
    <div className={styles.bell} ref={root}>
      <button
        type="button"
        className={`${cart.link} ${styles.bellButton}`}
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        title="Notifications"
        onClick={() => setOpen((o) => !o)}
        data-testid="notification-bell"
      >
        <BellOutlined aria-hidden />
        {count > 0 && (
          <span className={cart.count} data-testid="notification-count" aria-hidden>
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && (
        <div id={panelId} className={styles.panel} role="dialog" aria-label="Notifications" data-testid="notification-panel">
          <div className={styles.panelHead}>
            <strong>Notifications</strong>
            {(unread ?? 0) > 0 && (
              <button type="button" className={styles.textButton} onClick={() => void readAll(top)} data-testid="notifications-read-all">
                Mark all read
              </button>
            )}
          </div>
          {conversations > 0 && (
            <Link href={PAGE_ROUTES.messages} className={styles.messagesRow} data-testid="notifications-messages">
              <MessageOutlined aria-hidden /> {countOf(conversations, 'conversations')} with unread messages
            </Link>
          )}
          {failed ? (
            <p className={styles.empty}>Your notifications could not be loaded.</p>
          ) : recent === null ? (
            <LightSpin />
          ) : recent.length === 0 ? (
            <p className={styles.empty}>Nothing yet: what happens for you will show here.</p>
          ) : (
            <ul className={styles.list}>
              {recent.map((item) => (
                <NotificationRow key={item._id} item={item} onOpen={read} />
              ))}
            </ul>
          )}
          <Link href={PAGE_ROUTES.notifications} className={styles.all}>
            See all notifications
          </Link>
        </div>
      )}
    </div>
  );
}
