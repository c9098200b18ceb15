import MessagesLayout from '../../components/messages/messages-layout';
import styles from '../../components/messages/messages.module.css';
import type { LimelightPage } from '../../types/page';

/** /messages: the signed-in user's conversations, the latest first. */
const MessagesPage: LimelightPage = () => (
  <MessagesLayout title="Messages">
    <p className={styles.placeholder}>Choose a conversation.</p>
  </MessagesLayout>
);

MessagesPage.authenticate = true;

export default MessagesPage;
