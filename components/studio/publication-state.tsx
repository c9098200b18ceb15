import { assetStatus, scheduledFor, type Publication } from '../../lib/studio';
import StatusTag from '../orders/status-tag';
import ModerationNotice, { type ModerationNoticeProps } from './moderation-notice';
import styles from './studio.module.css';

interface Item extends ModerationNoticeProps {
  publication: Publication;
  publishedAt: string | null;
}

/** A Studio row's status tag, when a scheduled item goes live ("Scheduled for 28 Nov, 18:00"), and what the staff decided. */
export default function PublicationState({ item }: { item: Item }) {
  const scheduled = scheduledFor(item);
  return (
    <>
      <StatusTag look={assetStatus(item.publication)} testId="publication-tag" />
      <ModerationNotice moderation={item.moderation} />
      {scheduled && (
        // In the browser's time zone, which the server rendering does not know.
        <span className={styles.publicationDetail} data-testid="publication-detail" suppressHydrationWarning>
          {scheduled}
        </span>
      )}
    </>
  );
}
