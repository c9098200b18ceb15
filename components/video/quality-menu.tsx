import type { HlsState } from './use-hls';
import styles from './video-player.module.css';

/** The stream's quality: "Auto" (by the connection's speed) or one rendition, over the player's top right corner. */
export default function QualityMenu({ hls }: { hls: HlsState }) {
  if (hls.qualities.length < 2) return null;
  return (
    <label className={styles.quality}>
      <span className={styles.qualityLabel}>Quality</span>
      <select data-testid="quality-menu" value={hls.picked} onChange={(event) => hls.pick(Number(event.target.value))}>
        <option value={-1}>Auto</option>
        {hls.qualities.map((q) => (
          <option key={q.index} value={q.index}>
            {q.height}p
          </option>
        ))}
      </select>
    </label>
  );
}
