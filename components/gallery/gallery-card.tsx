import PictureOutlined from '@ant-design/icons/PictureOutlined';
import Link from '../common/link';
import { paths } from '../../lib/catalogue';
import type { Gallery } from '../../types/gallery';
import AccessBadge from '../common/access-badge';
import AspectImage from '../common/aspect-image';
import { IMAGE_SIZES } from '../common/image-sizes';
import styles from '../common/card.module.css';
import { countOf } from '../../lib/plural';

/** What the card reads of a gallery (lists that are sent in the page's data send no more). */
export type GalleryCardFields = Pick<Gallery, '_id' | 'slug' | 'title' | 'cover' | 'access' | 'price' | 'isBought' | 'photosCount'> & {
  performer: Pick<NonNullable<Gallery['performer']>, '_id' | 'username' | 'name'> | null;
};

/** 4:3 cover with access pill and photo count, title and performer. */
export default function GalleryCard({ gallery }: { gallery: GalleryCardFields }) {
  const href = paths.gallery(gallery);
  return (
    <article className={styles.card} data-testid="gallery-card">
      <Link href={href} className={styles.mediaLink} tabIndex={-1} aria-hidden>
        <AspectImage src={gallery.cover} alt="" ratio="4 / 3" sizes={IMAGE_SIZES.wideCard} />
        <span className={styles.topLeft}>
          <AccessBadge access={gallery.access} price={gallery.price} bought={gallery.isBought} />
        </span>
        <span className={`${styles.bottomRight} ${styles.pill}`} data-testid="gallery-photo-count">
          <PictureOutlined aria-hidden /> {gallery.photosCount}
        </span>
      </Link>
      <div className={styles.body}>
        <Link href={href} className={styles.title} data-testid="gallery-card-title">
          {gallery.title}
        </Link>
        <div className={styles.meta}>
          {gallery.performer && (
            <Link href={paths.performer(gallery.performer)} className={styles.metaLink}>
              {gallery.performer.name}
            </Link>
          )}
          <span>{countOf(gallery.photosCount, 'photos')}</span>
        </div>
      </div>
    </article>
  );
}
