import LockFilled from '@ant-design/icons/LockFilled';
import Head from 'next/head';
import { useRef, useState } from 'react';
import { formatDuration } from '../../lib/format';
import type { VideoDetail } from '../../types/video';
import AspectImage from '../common/aspect-image';
import { IMAGE_SIZES } from '../common/image-sizes';
import PreviewEndCard from './preview-end-card';
import QualityMenu from './quality-menu';
import { HLS_TYPE, useHls } from './use-hls';
import { useStreamLink } from './use-stream-link';
import styles from './video-player.module.css';

interface Props {
  video: VideoDetail;
  /** Started by a click elsewhere (the feed's play button). */
  autoPlay?: boolean;
}

/**
 * HTML5 player: the full video when the viewer may watch it, else the teaser (marked as a preview, with the
 * full video's length, and an end card saying how to watch the rest when it ends), else the poster with a lock.
 * The poster is the thumbnail. A stream whose link is refused mid-playback gets a new one (useStreamLink).
 */
export default function VideoPlayer({ video: page, autoPlay = false }: Props) {
  const { video, resume, onRefused } = useStreamLink(page);
  const full = video.canView ? video.video : null;
  const src = full?.url ?? (video.canView ? null : video.teaser);
  const poster = video.thumbnail ?? undefined;
  const isPreview = Boolean(src && !full);
  const stageRef = useRef<HTMLDivElement>(null);
  const playerRef = useRef<HTMLVideoElement>(null);
  const [ended, setEnded] = useState<{ focus: boolean } | null>(null);
  const length = formatDuration(video.duration);
  const stream = full?.type === HLS_TYPE;
  const hls = useHls(playerRef, stream ? src : null, full?.type, { resume, onRefused });

  const onEnded = () => {
    if (!isPreview) return;
    // The card takes the focus from the player (or from nowhere), never from something else on the page.
    const active = document.activeElement;
    setEnded({ focus: !active || active === document.body || Boolean(stageRef.current?.contains(active)) });
  };
  const replay = () => {
    setEnded(null);
    const player = playerRef.current;
    if (!player) return;
    player.currentTime = 0;
    player.focus();
    void player.play()?.catch(() => undefined);
  };

  return (
    <div ref={stageRef} className={styles.stage} data-testid="video-stage" data-access={video.canView ? 'full' : 'locked'}>
      {src && poster && (
        // The poster is the page's largest paint: fetched first, not when the player gets to it.
        <Head>
          <link key="video-poster" rel="preload" as="image" href={poster} fetchPriority="high" />
        </Head>
      )}
      {src ? (
        <video
          key={src}
          ref={playerRef}
          className={styles.video}
          // The end card has its own Replay; the bar under it would only crowd it on a phone.
          controls={!ended}
          playsInline
          autoPlay={autoPlay}
          preload={autoPlay ? 'auto' : 'metadata'}
          poster={poster}
          data-testid="video-player"
          data-mode={full ? 'full' : 'teaser'}
          aria-label={full ? video.title : `${video.title} (preview)`}
          onEnded={onEnded}
        >
          {/* A stream is attached by useHls (hls.js, or the browser's own HLS). */}
          {!stream && <source src={src} type={full?.type || 'video/mp4'} />}
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
      {stream && <QualityMenu hls={hls} />}
      {isPreview && !ended && (
        <span className={styles.preview} data-testid="preview-label">
          Preview{length ? ` · full video ${length}` : ''}
        </span>
      )}
      {/* Present from the start, so what appears in it (the end card) is announced. */}
      {isPreview && <div aria-live="polite">{ended && <PreviewEndCard video={video} onReplay={replay} autoFocus={ended.focus} />}</div>}
    </div>
  );
}
