import LockFilled from '@ant-design/icons/LockFilled';
import Head from 'next/head';
import type { VideoDetail } from '../../types/video';
import AspectImage from '../common/aspect-image';
import { IMAGE_SIZES } from '../common/image-sizes';
import styles from './video-player.module.css';

/**
 * HTML5 player: the full video when the viewer may watch it, else the teaser (marked as a preview),
 * else the poster with a lock. The poster is the thumbnail.
 */
export default function VideoPlayer({ video }: { video: VideoDetail }) {
  const full = video.canView ? video.video : null;
  const src = full?.url ?? (video.canView ? null : video.teaser);
  const poster = video.thumbnail ?? undefined;

  return (
    <div className={styles.stage} data-testid="video-stage" data-access={video.canView ? 'full' : 'locked'}>
      {src && poster && (
        // The poster is the page's largest paint: fetched first, not when the player gets to it.
        <Head>
          <link key="video-poster" rel="preload" as="image" href={poster} fetchPriority="high" />
        </Head>
      )}
      {src ? (
        <video
          key={src}
          className={styles.video}
          controls
          playsInline
          preload="metadata"
          poster={poster}
          data-testid="video-player"
          data-mode={full ? 'full' : 'teaser'}
          aria-label={full ? video.title : `${video.title} (preview)`}
        >
          <source src={src} type={full?.type || 'video/mp4'} />
          Your browser cannot play this video.
        </video>
      ) : (
        <div className={styles.poster} data-testid="video-poster">
          <AspectImage src={video.thumbnail} alt={video.title} ratio="16 / 9" sizes={IMAGE_SIZES.page} rounded="none" blurred={!video.canView} priority />
          {!video.canView && (
            <span className={styles.lock} aria-hidden>
              <LockFilled />
            </span>
          )}
        </div>
      )}
      {!full && src && <span className={styles.preview}>Preview</span>}
    </div>
  );
}
