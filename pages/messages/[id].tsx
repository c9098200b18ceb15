import { useRouter } from 'next/router';
import ConversationView from '../../components/messages/conversation-view';
import MessagesLayout from '../../components/messages/messages-layout';
import type { LimelightPage } from '../../types/page';

/** /messages/[id]: one conversation of the signed-in user, live, beside their list (alone on a phone). */
const ConversationPage: LimelightPage = () => {
  const { query } = useRouter();
  const id = typeof query.id === 'string' ? query.id : '';
  return (
    <MessagesLayout title="Messages" activeId={id}>
      {id && <ConversationView key={id} conversationId={id} />}
    </MessagesLayout>
  );
};

ConversationPage.authenticate = true;

export default ConversationPage;
