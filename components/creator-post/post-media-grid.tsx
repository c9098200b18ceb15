import LockFilled from '@ant-design/icons/LockFilled';
import PlayCircleFilled from '@ant-design/icons/PlayCircleFilled';
import { paths } from '../../lib/catalogue';
import type { PostMedia } from '../../types/creator-post';
import Link from '../common/link';
import styles from './creator-post.module.css';

/**
 * A post's photos and videos. Open: a photo links to its full size, a video's card to its page. Locked: only what the
 * server sends a viewer who may not see it (each photo's blurred preview, a video's place).
 */
export default function PostMediaGrid({ media, title, locked }: { media: PostMedia[]; title: string; locked: boolean }) {
  if (media.length === 0) return null;
  return (
    <ul className={styles.media} data-count={Math.min(media.length, 3)} aria-label={`${title}: photos and videos`} data-testid="post-media">
      {media.map((item, index) => {
        const name = item.kind === 'video' ? (item.video?.title ?? `Video ${index + 1}`) : `${title}, photo ${index + 1}`;
        const picture = item.thumbnail ? (
          // eslint-disable-next-line @next/next/no-img-element -- signed, short-lived addresses (or blurred previews)
          <img className={styles.mediaImage} src={item.thumbnail} alt={locked ? '' : name} loading="lazy" />
        ) : (
          <span className={styles.mediaImage} aria-hidden />
        );
        return (
          <li key={item._id} className={styles.mediaItem} data-kind={item.kind} data-locked={locked || undefined}>
            {locked ? (
              <span className={styles.mediaLocked}>
                {picture}
                <LockFilled className={styles.mediaIcon} aria-label={item.kind === 'video' ? 'A locked video' : 'A locked photo'} />
              </span>
            ) : item.video ? (
              <Link href={paths.video(item.video)} className={styles.mediaLink} aria-label={`Watch ${item.video.title}`}>
                {picture}
                <PlayCircleFilled className={styles.mediaIcon} aria-hidden />
              </Link>
            ) : (
              <a href={item.url ?? undefined} target="_blank" rel="noreferrer" className={styles.mediaLink} aria-label={`Open ${name}`}>
                {picture}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
