import { assetStatus, scheduledFor } from '../../lib/studio';
import { studioGalleryPath } from '../../lib/studio-routes';
import type { OwnGallery } from '../../types/gallery-studio';
import ButtonLink from '../common/button-link';
import StatusTag from '../orders/status-tag';
import styles from './gallery.module.css';
import studio from './studio.module.css';

/** A gallery's row in Studio > Galleries: where it stands (when a scheduled one goes live) and the way to its editor. */
export default function GalleryRowState({ gallery }: { gallery: OwnGallery }) {
  const scheduled = scheduledFor(gallery);
  return (
    <span className={styles.rowState}>
      <StatusTag look={assetStatus(gallery.publication)} testId="publication-tag" />
      {scheduled && (
        // In the browser's time zone, which the server rendering does not know.
        <span className={studio.publicationDetail} data-testid="publication-detail" suppressHydrationWarning>
          {scheduled}
        </span>
      )}
      {gallery.publication !== 'inactive' && (
        <ButtonLink href={studioGalleryPath(gallery._id)} size="small" aria-label={`Edit ${gallery.title}`} data-testid="gallery-edit-link">
          Edit
        </ButtonLink>
      )}
    </span>
  );
}
