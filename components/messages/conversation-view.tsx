import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { paths } from '../../lib/catalogue';
import { DEFAULT_AVATAR } from '../../lib/constants';
import { errorMessage } from '../../lib/errors';
import { formatLocalDateTime } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { isPerformer } from '../../lib/studio-routes';
import { messageRemoved } from '../../redux/messages/slice';
import { messageService } from '../../services/message.service';
import type { Conversation, Message } from '../../types/message';
import LightAvatar from '../common/light-avatar';
import LightButton from '../common/light-button';
import LightResult from '../common/light-result';
import LightSpin from '../common/light-spin';
import Link from '../common/link';
import { useMoney } from '../common/use-money';
import ReportButton from '../report/report-button';
import TipButton from '../tip/tip-button';
import MessageComposer from './message-composer';
import MessagePhotos from './message-photos';
import MessageText from './message-text';
import styles from './messages.module.css';
import { useConversation } from './use-conversation';

/** "typing…" shows this long after the other person was last heard typing. */
const TYPING_SHOWS_MS = 4_000;

/** Under the viewer's last message: how far it got (sent, delivered to their device, read). */
function markOf(message: Message, conversation: Conversation): string {
  const at = new Date(message.createdAt).getTime();
  if (conversation.otherReadUpTo && new Date(conversation.otherReadUpTo).getTime() >= at) return 'Read';
  if (conversation.otherDeliveredUpTo && new Date(conversation.otherDeliveredUpTo).getTime() >= at) return 'Delivered';
  return 'Sent';
}

function useTypingShown(typingAt: number | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (typingAt === null) return;
    setNow(Date.now());
    const timer = setTimeout(() => setNow(Date.now()), TYPING_SHOWS_MS);
    return () => clearTimeout(timer);
  }, [typingAt]);
  return typingAt !== null && now - typingAt < TYPING_SHOWS_MS;
}

/** The person a conversation is with: back to the list (on a phone), their picture and name, a tip for a creator. */
export function ConversationHead({ other }: { other: Conversation['other'] }) {
  const name = other.name || 'Deleted user';
  return (
    <header className={styles.head}>
      <Link href="/messages" className={styles.back} aria-label="All conversations">
        <ArrowLeftOutlined aria-hidden />
      </Link>
      <LightAvatar src={other.avatar || DEFAULT_AVATAR} alt="" size={40} />
      <div className={styles.headName}>{other.isCreator && other.username ? <Link href={paths.performer(other)}>{name}</Link> : <span>{name}</span>}</div>
      {other.isCreator && other.username && <TipButton performer={other} size="small" />}
    </header>
  );
}

/**
 * One conversation: its history (older messages on demand, the newest at the bottom, kept in view as messages
 * arrive), the marks of the viewer's last message, "typing…", deleting one's own, and the box to write in.
 */
export default function ConversationView({ conversationId }: { conversationId: string }) {
  const dispatch = useAppDispatch();
  const { open, viewerId, error, send, loadOlder, loadingOlder, typing } = useConversation(conversationId);
  const scroller = useRef<HTMLDivElement>(null);
  const stuckToBottom = useRef(true);
  const typingShown = useTypingShown(open?.typingAt ?? null);
  const money = useMoney();
  const isCreator = useAppSelector((s) => isPerformer(s.user.current));
  const count = open?.messages.length ?? 0;
  const newest = open?.messages.at(-1)?._id;

  // New messages keep the view at the bottom, unless the reader scrolled up to read older ones.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && stuckToBottom.current) box.scrollTop = box.scrollHeight;
  }, [newest, typingShown]);

  if (error) return <LightResult status="error" title={error} />;
  if (!open) return <LightSpin />;
  const { conversation, messages } = open;
  const lastMine = [...messages].reverse().find((m) => m.senderId === viewerId && !m.deleted);

  const remove = async (message: Message) => {
    try {
      await messageService.remove(message._id);
      dispatch(messageRemoved(message._id));
    } catch (failure) {
      notify.error(errorMessage(failure, 'The message could not be deleted.'));
    }
  };
  const older = async () => {
    const box = scroller.current;
    const fromBottom = box ? box.scrollHeight - box.scrollTop : 0;
    await loadOlder().catch((failure) => notify.error(errorMessage(failure, 'Older messages could not be loaded.')));
    // Keep the reader where they were.
    requestAnimationFrame(() => {
      if (box) box.scrollTop = box.scrollHeight - fromBottom;
    });
  };

  return (
    <section className={styles.conversation} aria-label={`Conversation with ${conversation.other.name || 'Deleted user'}`} data-testid="conversation">
      <ConversationHead other={conversation.other} />
      <div
        ref={scroller}
        className={styles.history}
        onScroll={(e) => {
          const box = e.currentTarget;
          stuckToBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 48;
        }}
        data-testid="message-history"
      >
        {open.older && (
          <div className={styles.older}>
            <LightButton size="small" shape="round" loading={loadingOlder} onClick={() => void older()} data-testid="messages-older">
              Earlier messages
            </LightButton>
          </div>
        )}
        {count === 0 && <p className={styles.empty}>No messages yet. Say hello.</p>}
        <ol className={styles.messages} aria-live="polite">
          {messages.map((message) => {
            const mine = message.senderId === viewerId;
            return (
              <li key={message._id} className={`${styles.message} ${mine ? styles.mine : styles.theirs}`} data-testid="message" data-mine={mine || undefined}>
                <div className={`${styles.bubble} ${message.tip ? styles.tip : ''}`}>
                  {message.tip && (
                    <strong className={styles.tipAmount} data-testid="message-tip">
                      <DollarOutlined aria-hidden /> {mine ? 'You sent' : 'Sent you'} a tip of {money(message.tip.amountCents)}
                    </strong>
                  )}
                  {message.deleted ? (
                    <em className={styles.deleted}>Message deleted</em>
                  ) : message.moderated ? (
                    <em className={styles.deleted}>Removed by the team after a report</em>
                  ) : (
                    <>
                      {message.photos.length > 0 && <MessagePhotos message={message} mine={mine} />}
                      {message.body && <MessageText text={message.body} />}
                    </>
                  )}
                </div>
                <div className={styles.meta}>
                  <time dateTime={message.createdAt}>{formatLocalDateTime(message.createdAt)}</time>
                  {message === lastMine && (
                    <span className={styles.mark} data-testid="message-mark">
                      {markOf(message, conversation)}
                    </span>
                  )}
                  {!mine && !message.deleted && !message.moderated && (
                    <ReportButton objectType="message" objectId={message._id} ownerId={message.senderId} iconOnly className={styles.report} />
                  )}
                  {mine && !message.deleted && !message.tip && (
                    <button
                      type="button"
                      className={styles.remove}
                      onClick={() => void remove(message)}
                      aria-label="Delete this message"
                      data-testid="message-delete"
                    >
                      <DeleteOutlined aria-hidden />
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
        {typingShown && (
          <p className={styles.typing} data-testid="message-typing">
            {conversation.other.name} is typing…
          </p>
        )}
      </div>
      <MessageComposer onSend={send} onTyping={typing} conversationId={conversationId} canPrice={isCreator} canSendVideos={isCreator} />
    </section>
  );
}
