import { assetStatus, scheduledFor, type Publication } from '../../lib/studio';
import { MODERATION_LOOKS, type ModerationState } from '../../lib/report-reasons';
import StatusTag from '../orders/status-tag';
import styles from './studio.module.css';

interface Item {
  publication: Publication;
  publishedAt: string | null;
  /** What the staff decided about it (held for review, taken down, removed), and why. */
  moderation?: { state: ModerationState; reason: string | null } | null;
}

/** A Studio row's status tag, when a scheduled item goes live ("Scheduled for 28 Nov, 18:00"), and what the staff decided. */
export default function PublicationState({ item }: { item: Item }) {
  const scheduled = scheduledFor(item);
  const { moderation } = item;
  return (
    <>
      <StatusTag look={assetStatus(item.publication)} testId="publication-tag" />
      {moderation && (
        <>
          <StatusTag look={MODERATION_LOOKS[moderation.state]} testId="moderation-tag" />
          {moderation.reason && (
            <span className={styles.publicationDetail} data-testid="moderation-reason">
              {moderation.reason}
            </span>
          )}
        </>
      )}
      {scheduled && (
        // In the browser's time zone, which the server rendering does not know.
        <span className={styles.publicationDetail} data-testid="publication-detail" suppressHydrationWarning>
          {scheduled}
        </span>
      )}
    </>
  );
}
