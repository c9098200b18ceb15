import LockFilled from '@ant-design/icons/LockFilled';
import PlayCircleFilled from '@ant-design/icons/PlayCircleFilled';
import type { MouseEvent } from 'react';
import { paths } from '../../lib/catalogue';
import { formatDuration } from '../../lib/format';
import type { PostMedia } from '../../types/creator-post';
import AspectImage from '../common/aspect-image';
import card from '../common/card.module.css';
import { IMAGE_SIZES } from '../common/image-sizes';
import Link from '../common/link';
import { usePhotoLightbox } from '../gallery/use-photo-lightbox';
import styles from './creator-post.module.css';

interface Props {
  media: PostMedia[];
  title: string;
  /** The viewer may not see the post: only what the server sends them (each photo's blurred preview, a video's place). */
  locked: boolean;
}

/** The grid's layout (see the stylesheet): one, two, three or four items each have their own; more share one. */
const layoutOf = (count: number) => (count <= 4 ? String(count) : 'many');

/** A plain click opens the lightbox; a click meant for a new tab or window keeps the link's own behaviour. */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A post's photos and videos. Open: a photo opens in the lightbox (its link leads to the full photo without
 * JavaScript), a video's card leads to its page. Locked: the blurred previews and a lock, nothing that opens.
 */
export default function PostMediaGrid({ media, title, locked }: Props) {
  const photos = locked ? [] : media.filter((item) => item.kind === 'photo' && item.url);
  const items = photos.map((item) => ({ src: item.url as string, alt: `${title}, photo ${media.indexOf(item) + 1}` }));
  const lightbox = usePhotoLightbox(items, items.length > 0);
  if (media.length === 0) return null;
  const ratio = media.length === 1 ? '16 / 9' : '4 / 3';

  return (
    <>
      <ul className={styles.media} data-layout={layoutOf(media.length)} aria-label={`${title}: photos and videos`} data-testid="post-media">
        {media.map((item, index) => {
          const name = item.kind === 'video' ? (item.video?.title ?? `Video ${index + 1}`) : `${title}, photo ${index + 1}`;
          const picture = <AspectImage src={item.thumbnail} alt="" ratio={ratio} sizes={IMAGE_SIZES.post} rounded="none" blurred={locked} />;
          const shown = photos.indexOf(item);
          return (
            <li key={item._id} className={styles.mediaItem} data-kind={item.kind} data-locked={locked || undefined}>
              {locked ? (
                <span className={styles.mediaTile}>
                  {picture}
                  <LockFilled className={styles.mediaIcon} aria-label={item.kind === 'video' ? 'A locked video' : 'A locked photo'} />
                </span>
              ) : item.video ? (
                <Link href={paths.video(item.video)} className={styles.mediaTile} aria-label={`Watch ${item.video.title}`}>
                  {picture}
                  <PlayCircleFilled className={styles.mediaIcon} aria-hidden />
                  {item.video.durationSeconds !== null && (
                    <span className={`${card.bottomRight} ${card.pill}`}>{formatDuration(item.video.durationSeconds)}</span>
                  )}
                </Link>
              ) : shown >= 0 ? (
                <a
                  href={item.url ?? undefined}
                  className={styles.mediaTile}
                  aria-label={`Open ${name}`}
                  onClick={(event) => {
                    if (!plainClick(event)) return;
                    event.preventDefault();
                    lightbox.show(shown);
                  }}
                >
                  {picture}
                </a>
              ) : (
                // A video no longer shown on the site, or a photo without its file: its place, opening nothing.
                <span className={styles.mediaTile} aria-label={`${name} (not available)`} role="img">
                  {picture}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {lightbox.element}
    </>
  );
}
