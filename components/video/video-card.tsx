import Link from '../common/link';
import { paths } from '../../lib/catalogue';
import { formatCount, formatDuration } from '../../lib/format';
import type { Video } from '../../types/video';
import AccessBadge from '../common/access-badge';
import AspectImage from '../common/aspect-image';
import { IMAGE_SIZES } from '../common/image-sizes';
import styles from '../common/card.module.css';

/** What the card reads of a video (lists that are sent in the page's data send no more). */
export type VideoCardFields = Pick<Video, '_id' | 'slug' | 'title' | 'thumbnail' | 'access' | 'price' | 'isBought' | 'duration'> & {
  stats: Pick<Video['stats'], 'views'>;
  performer: Pick<NonNullable<Video['performer']>, '_id' | 'username' | 'name'> | null;
};

/** 16:9 thumbnail with access and duration pills, title, performer and views. */
export default function VideoCard({ video }: { video: VideoCardFields }) {
  const href = paths.video(video);
  const duration = formatDuration(video.duration);
  return (
    <article className={styles.card} data-testid="video-card">
      <Link href={href} className={styles.mediaLink} tabIndex={-1} aria-hidden>
        <AspectImage src={video.thumbnail} alt="" ratio="16 / 9" sizes={IMAGE_SIZES.wideCard} />
        <span className={styles.topLeft}>
          <AccessBadge access={video.access} price={video.price} bought={video.isBought} />
        </span>
        {duration && (
          <span className={`${styles.bottomRight} ${styles.pill}`} data-testid="video-duration">
            {duration}
          </span>
        )}
      </Link>
      <div className={styles.body}>
        <Link href={href} className={styles.title} data-testid="video-card-title">
          {video.title}
        </Link>
        <div className={styles.meta}>
          {video.performer && (
            <Link href={paths.performer(video.performer)} className={styles.metaLink}>
              {video.performer.name}
            </Link>
          )}
          <span>{formatCount(video.stats.views)} views</span>
        </div>
      </div>
    </article>
  );
}
