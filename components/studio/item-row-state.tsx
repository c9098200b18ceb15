import { assetStatus, scheduledFor, type Publication } from '../../lib/studio';
import ButtonLink from '../common/button-link';
import StatusTag from '../orders/status-tag';
import styles from './item-editor.module.css';
import studio from './studio.module.css';

interface Props {
  item: { publication: Publication; publishedAt: string | null };
  /** Its title (a product's name), for the Edit link's label. */
  title: string;
  /** Its Studio editor. */
  editHref: string;
  /** What it is ("gallery", "product"): the Edit link's test id starts with it. */
  noun: string;
}

/** An item's row in a Studio list (galleries, products): where it stands (when a scheduled one goes live) and the way to its editor. */
export default function ItemRowState({ item, title, editHref, noun }: Props) {
  const scheduled = scheduledFor(item);
  return (
    <span className={styles.rowState}>
      <StatusTag look={assetStatus(item.publication)} testId="publication-tag" />
      {scheduled && (
        // In the browser's time zone, which the server rendering does not know.
        <span className={studio.publicationDetail} data-testid="publication-detail" suppressHydrationWarning>
          {scheduled}
        </span>
      )}
      {item.publication !== 'inactive' && (
        <ButtonLink href={editHref} size="small" aria-label={`Edit ${title}`} data-testid={`${noun}-edit-link`}>
          Edit
        </ButtonLink>
      )}
    </span>
  );
}
