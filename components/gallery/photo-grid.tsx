import type { Photo } from '../../types/gallery';
import AspectImage from '../common/aspect-image';
import ReportButton from '../report/report-button';
import { IMAGE_SIZES } from '../common/image-sizes';
import styles from './photo-grid.module.css';
import { usePhotoLightbox } from './use-photo-lightbox';

interface Props {
  photos: Photo[];
  title: string;
  /** The viewer may not see the full photos: thumbnails are blurred and do not open. */
  locked: boolean;
  /** The gallery's performer: each photo has a Report action for everyone else. */
  ownerId?: string | null;
}

/** Square thumbnails; a click opens the lightbox on the full photo, with next / previous through the set. */
export default function PhotoGrid({ photos, title, locked, ownerId }: Props) {
  const viewable = photos.filter((p) => p.url);
  const items = viewable.map((p, i) => ({ src: p.url as string, alt: p.title || `${title}, photo ${i + 1}` }));
  const lightbox = usePhotoLightbox(items, !locked);

  return (
    <>
      <ul className={styles.grid} data-testid="photo-grid" aria-label="Photos">
        {photos.map((photo, i) => {
          const label = photo.title || `${title}, photo ${i + 1}`;
          const canOpen = !locked && Boolean(photo.url);
          return (
            <li key={photo._id} className={styles.tile}>
              <button
                type="button"
                className={styles.thumb}
                onClick={() => lightbox.show(viewable.indexOf(photo))}
                disabled={!canOpen}
                aria-label={canOpen ? `Open ${label}` : `${label} (locked)`}
                data-testid="photo-thumb"
              >
                <AspectImage src={photo.thumbnail} alt="" ratio="1 / 1" sizes={IMAGE_SIZES.wideCard} blurred={!canOpen} />
              </button>
              <ReportButton objectType="photo" objectId={photo._id} ownerId={ownerId} iconOnly className={styles.report} />
            </li>
          );
        })}
      </ul>
      {lightbox.element}
    </>
  );
}
