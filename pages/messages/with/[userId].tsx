import { useRouter } from 'next/router';
import { useEffect } from 'react';
import LightResult from '../../../components/common/light-result';
import LightSpin from '../../../components/common/light-spin';
import { useLoaded } from '../../../components/common/use-loaded';
import { ConversationHead } from '../../../components/messages/conversation-view';
import MessageComposer from '../../../components/messages/message-composer';
import MessagesLayout from '../../../components/messages/messages-layout';
import styles from '../../../components/messages/messages.module.css';
import { navigate } from '../../../lib/navigation';
import { messageService } from '../../../services/message.service';
import type { LimelightPage } from '../../../types/page';

/**
 * /messages/with/[userId]: writing to a person (a creator's "Message" button). An existing conversation opens; else
 * the first message starts one, or the page says why they cannot be written to (subscribe first...).
 */
const WithPersonPage: LimelightPage = () => {
  const { query } = useRouter();
  const userId = typeof query.userId === 'string' ? query.userId : '';
  const { loaded } = useLoaded(() => messageService.withPerson(userId), userId);
  const existing = loaded.state === 'ready' ? loaded.data.conversation?._id : undefined;
  useEffect(() => {
    if (existing) void navigate(`/messages/${existing}`, { replace: true });
  }, [existing]);

  return (
    <MessagesLayout title="New message" activeId={userId}>
      {loaded.state === 'loading' || existing ? (
        <LightSpin />
      ) : loaded.state === 'failed' ? (
        <LightResult status="error" title={loaded.message} />
      ) : (
        <section className={styles.conversation} data-testid="new-conversation">
          <ConversationHead other={loaded.data.other} />
          {loaded.data.refusal ? (
            <p className={styles.refusal} data-testid="message-refusal">
              {loaded.data.refusal.message}
            </p>
          ) : (
            <>
              <p className={styles.placeholder}>Your first message to {loaded.data.other.name} starts the conversation.</p>
              <MessageComposer
                onSend={async (body) => {
                  const message = await messageService.sendTo(userId, body);
                  await navigate(`/messages/${message.conversationId}`, { replace: true });
                }}
              />
            </>
          )}
        </section>
      )}
    </MessagesLayout>
  );
};

WithPersonPage.authenticate = true;

export default WithPersonPage;
