import { assetStatus, scheduledFor, type Publication } from '../../lib/studio';
import StatusTag from '../orders/status-tag';
import styles from './studio.module.css';

/** A Studio row's status tag, and when a scheduled item goes live ("Scheduled for 28 Nov, 18:00"). */
export default function PublicationState({ item }: { item: { publication: Publication; publishedAt: string | null } }) {
  const scheduled = scheduledFor(item);
  return (
    <>
      <StatusTag look={assetStatus(item.publication)} testId="publication-tag" />
      {scheduled && (
        // In the browser's time zone, which the server rendering does not know.
        <span className={styles.publicationDetail} data-testid="publication-detail" suppressHydrationWarning>
          {scheduled}
        </span>
      )}
    </>
  );
}
