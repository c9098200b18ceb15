import { useCallback, useEffect, useRef, useState } from 'react';
import { videoService } from '../../services/video.service';
import type { VideoDetail } from '../../types/video';
import type { PlaybackPoint } from './use-hls';

/** A link refused again this soon after a new one is not asked for again (the viewer sees the player's error). */
const ASK_AGAIN_AFTER_MS = 10_000;

/**
 * The video as the player plays it: the page's, or a fresh copy asked for when the stream's link was refused
 * mid-playback (it expired while paused for hours, or the viewer's grant was revoked). The fresh copy carries a new
 * link and playback goes on where it was; or it says the viewer may no longer watch, and the player shows the teaser.
 */
export function useStreamLink(video: VideoDetail) {
  const [fresh, setFresh] = useState<{ video: VideoDetail; resume: PlaybackPoint } | null>(null);
  const askedAt = useRef(0);
  // Another page (or the same one loaded again) starts from its own link.
  useEffect(() => setFresh(null), [video]);

  const onRefused = useCallback(
    (at: PlaybackPoint) => {
      if (Date.now() - askedAt.current < ASK_AGAIN_AFTER_MS) return;
      askedAt.current = Date.now();
      videoService
        .findOne(video._id)
        .then((again) => setFresh({ video: again, resume: at }))
        .catch(() => undefined);
    },
    [video._id],
  );

  return { video: fresh?.video ?? video, resume: fresh?.resume ?? null, onRefused };
}
