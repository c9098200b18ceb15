import { useRef } from 'react';
import { formatDuration } from '../../lib/format';
import type { Message } from '../../types/message';
import { HLS_TYPE, useHls } from '../video/use-hls';
import styles from './message-photos.module.css';

type MessageMedia = Message['photos'][number];

/**
 * A video in a message: played in place from its HLS (useHls) with its poster; locked (a paid message not unlocked),
 * its blurred poster under the lock's "1 video · Unlock for $X", nothing streamable.
 */
export default function MessageVideo({ video, index, count }: { video: MessageMedia; index: number; count: number }) {
  const player = useRef<HTMLVideoElement>(null);
  const { stream } = video;
  useHls(player, stream?.url ?? null, stream?.type);
  const length = formatDuration(video.durationSeconds);
  if (!stream)
    return (
      <span className={styles.lockedVideo} data-testid="message-video-locked">
        {/* eslint-disable-next-line @next/next/no-img-element -- the public blurred poster */}
        <img src={video.thumbnail ?? undefined} alt="" className={`${styles.image} ${styles.blurred}`} />
      </span>
    );
  return (
    <video
      ref={player}
      className={styles.image}
      controls
      playsInline
      preload="none"
      poster={video.thumbnail ?? undefined}
      aria-label={`Video ${index + 1} of ${count}${length ? `, ${length}` : ''}`}
      data-testid="message-video"
    >
      {/* A stream is attached by useHls (hls.js, or the browser's own HLS). */}
      {stream.type !== HLS_TYPE && <source src={stream.url} type={stream.type} />}
    </video>
  );
}
