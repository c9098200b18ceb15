import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { conversationsLoaded } from '../../redux/messages/slice';
import { messageService } from '../../services/message.service';
import LightButton from '../common/light-button';
import LightSpin from '../common/light-spin';
import PageTitle from '../common/page-title';
import { isPerformer } from '../../lib/studio-routes';
import ConversationList from './conversation-list';
import MessagePolicySelect from './message-policy-select';
import styles from './messages.module.css';

interface Props {
  /** The conversation open beside the list (on a phone, instead of it). */
  activeId?: string;
  title: string;
  children: ReactNode;
}

/** /messages and a conversation: the viewer's conversations (live, loaded again when a new one starts) beside it. */
export default function MessagesLayout({ activeId, title, children }: Props) {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s) => s.messages.list);
  const viewerId = useAppSelector((s) => s.user.current._id || null);
  const live = useAppSelector((s) => s.socket.authenticated);
  const creator = useAppSelector((s) => isPerformer(s.user.current));
  const stale = Boolean(list?.stale);

  useEffect(() => {
    messageService
      .conversations()
      .then((page) => dispatch(conversationsLoaded({ ...page, more: false })))
      .catch(() => undefined);
  }, [dispatch, live, stale]);

  const more = async () => {
    if (!list?.next) return;
    const page = await messageService.conversations(list.next);
    dispatch(conversationsLoaded({ ...page, more: true }));
  };

  return (
    <div className="page-container" data-testid="messages-page">
      <PageTitle title={title} />
      <div className={styles.layout} data-open={activeId ? true : undefined}>
        <nav className={styles.side} aria-label="Conversations">
          <h2>Messages</h2>
          {creator && <MessagePolicySelect />}
          {!list ? (
            <LightSpin />
          ) : list.items.length === 0 ? (
            <p className={styles.placeholder} data-testid="conversations-empty">
              No conversations yet. Write to a creator from their page.
            </p>
          ) : (
            <ConversationList items={list.items} viewerId={viewerId} activeId={activeId} />
          )}
          {list?.next && (
            <div className={styles.older}>
              <LightButton size="small" shape="round" onClick={() => void more()}>
                More conversations
              </LightButton>
            </div>
          )}
        </nav>
        <div className={styles.main}>{children}</div>
      </div>
    </div>
  );
}
