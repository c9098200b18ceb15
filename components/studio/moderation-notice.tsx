import { MODERATION_LOOKS, type ModerationState } from '../../lib/report-reasons';
import StatusTag from '../orders/status-tag';
import styles from './studio.module.css';

export interface ModerationNoticeProps {
  /** What the staff decided about the item (held for review, taken down, removed), and why; null: nothing. */
  moderation?: { state: ModerationState; reason: string | null } | null;
}

/** Beside an item's status in the Studio: the staff's decision about it and the reason they gave. */
export default function ModerationNotice({ moderation }: ModerationNoticeProps) {
  if (!moderation) return null;
  return (
    <>
      <StatusTag look={MODERATION_LOOKS[moderation.state]} testId="moderation-tag" />
      {moderation.reason && (
        <span className={styles.publicationDetail} data-testid="moderation-reason">
          {moderation.reason}
        </span>
      )}
    </>
  );
}
