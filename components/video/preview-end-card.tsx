import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { useEffect, useId, useRef } from 'react';
import { formatDuration } from '../../lib/format';
import type { VideoDetail } from '../../types/video';
import LightButton from '../common/light-button';
import UnlockButton from '../common/unlock-button';
import { useMoney } from '../common/use-money';
import styles from './video-player.module.css';

interface Props {
  video: VideoDetail;
  onReplay: () => void;
  /** Take the keyboard focus when it appears (the viewer was using the player with the keyboard). */
  autoFocus: boolean;
}

/** What a subscriber video costs a month when the server knows, else whom to subscribe to. */
function unlockLabel(video: VideoDetail, money: (cents: number) => string): string {
  if (video.access === 'sale') return `Buy for ${money(video.price)}`;
  if (video.subscriptionPrice !== null) return `Subscribe for ${money(video.subscriptionPrice)}/month`;
  return `Subscribe to ${video.performer?.name ?? 'this performer'}`;
}

/** Over the player when a locked video's preview has played to its end: how to watch the rest, or watch the preview again. */
export default function PreviewEndCard({ video, onReplay, autoFocus }: Props) {
  const money = useMoney();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) headingRef.current?.focus();
  }, [autoFocus]);
  const length = formatDuration(video.duration);

  return (
    <section className={styles.endCard} aria-labelledby={headingId} data-testid="preview-end-card">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.endHeading}>
        Preview ended
      </h2>
      <p className={styles.endText}>
        {length ? `The full video is ${length}. ` : ''}
        {video.access === 'sale' ? 'Buy it to watch it all, any time.' : 'Subscribe to watch it all.'}
      </p>
      <div className={styles.endActions}>
        <UnlockButton
          forSale={video.access === 'sale'}
          performer={video.performer}
          item={{ type: 'video', id: video._id }}
          testId="preview-unlock"
          size="middle"
        >
          {unlockLabel(video, money)}
        </UnlockButton>
        <LightButton shape="round" icon={<ReloadOutlined aria-hidden />} onClick={onReplay} data-testid="preview-replay">
          Replay preview
        </LightButton>
      </div>
    </section>
  );
}
