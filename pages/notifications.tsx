import { useCallback, useState } from 'react';
import LightButton from '../components/common/light-button';
import LoadedList from '../components/common/loaded-list';
import PageHeading from '../components/common/page-heading';
import PageTitle from '../components/common/page-title';
import { useLoaded } from '../components/common/use-loaded';
import NotificationRow from '../components/notifications/notification-row';
import styles from '../components/notifications/notifications.module.css';
import { useNotificationActions } from '../components/notifications/use-notification-centre';
import { errorMessage } from '../lib/errors';
import { notify } from '../lib/notify';
import { useAppSelector } from '../redux/hooks';
import { notificationCentreService } from '../services/notification-centre.service';
import type { NotificationItem } from '../types/notification';
import type { LimelightPage } from '../types/page';

const PAGE = 20;

/** /notifications: everything that happened for the user, newest first; open one to read it, or mark all read. */
const NotificationsPage: LimelightPage = () => {
  const { open, readAll } = useNotificationActions();
  const unread = useAppSelector((s) => s.notifications.unread);
  const [top, setTop] = useState<string | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [more, setMore] = useState(false);
  const load = useCallback(async () => {
    const page = await notificationCentreService.page({ limit: PAGE });
    setTop(page.top);
    setNext(page.next);
    return { data: page.items, total: page.items.length };
  }, []);
  const { loaded, set } = useLoaded(load, 'notifications');

  const items = loaded.state === 'ready' ? loaded.data.data : [];
  const markRead = (item: NotificationItem) => {
    open(item);
    if (loaded.state === 'ready') set({ ...loaded.data, data: items.map((n) => (n._id === item._id ? { ...n, read: true } : n)) });
  };
  const markAll = async () => {
    await readAll(top);
    if (loaded.state === 'ready') set({ ...loaded.data, data: items.map((n) => ({ ...n, read: true })) });
  };
  const loadMore = async () => {
    if (!next) return;
    setMore(true);
    try {
      const page = await notificationCentreService.page({ cursor: next, limit: PAGE });
      setNext(page.next);
      set({ data: [...items, ...page.items], total: items.length + page.items.length });
    } catch (error) {
      notify.error(errorMessage(error, 'More could not be loaded: try again in a moment.'));
    } finally {
      setMore(false);
    }
  };

  return (
    <div className={`page-container ${styles.page}`} data-testid="notifications-page">
      <PageTitle title="Notifications" />
      <PageHeading title="Notifications" subtitle="What happened for you: new posts from your creators, replies, purchases, subscriptions." />
      {(unread ?? 0) > 0 && (
        <div className={styles.pageActions}>
          <LightButton onClick={() => void markAll()} data-testid="notifications-page-read-all">
            Mark all read
          </LightButton>
        </div>
      )}
      <LoadedList loaded={loaded} empty="Nothing yet. Follow creators and you will hear when they publish.">
        {(shown) => (
          <>
            <ul className={styles.pageList}>
              {shown.map((item) => (
                <NotificationRow key={item._id} item={item} onOpen={markRead} />
              ))}
            </ul>
            {next && (
              <div className={styles.all}>
                <LightButton shape="round" loading={more} onClick={() => void loadMore()} data-testid="notifications-load-more">
                  Load older notifications
                </LightButton>
              </div>
            )}
          </>
        )}
      </LoadedList>
    </div>
  );
};

NotificationsPage.authenticate = true;

export default NotificationsPage;
