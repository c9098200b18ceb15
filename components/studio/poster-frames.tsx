import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { useId } from 'react';
import { classNames } from '../../lib/class-names';
import AspectImage from '../common/aspect-image';
import { IMAGE_SIZES } from '../common/image-sizes';
import styles from './studio.module.css';

interface Props {
  /** The frames' public URLs (the video's posterCandidates). */
  frames: string[];
  /** The index of the video's poster among the frames; -1 when the poster is none of them. */
  current: number;
  /** The frame picked to become the poster, if any. */
  chosen: number | null;
  onChoose: (index: number) => void;
  disabled: boolean;
}

/**
 * The frames processing took from a video, as a group of radios ("Frame 1", "Frame 2"...; arrows move between them):
 * the picked one is outlined and ticked, the poster's is labelled "Poster now".
 */
export default function PosterFrames({ frames, current, chosen, onChoose, disabled }: Props) {
  const name = useId();
  return (
    <fieldset className={styles.choiceGroup} disabled={disabled} data-testid="poster-frames">
      <legend className={styles.choiceLegend}>Choose a frame from the video</legend>
      <div className={styles.posterFrames}>
        {frames.map((src, index) => (
          <label key={src} className={classNames(styles.posterFrame, index === chosen && styles.posterFrameChosen)}>
            <input
              type="radio"
              name={name}
              className={styles.visuallyHidden}
              checked={index === chosen}
              onChange={() => onChoose(index)}
              aria-label={index === current ? `Frame ${index + 1}, the poster now` : `Frame ${index + 1}`}
            />
            <AspectImage src={src} alt="" ratio="16 / 9" sizes={IMAGE_SIZES.studioFrame} rounded="none" />
            {index === chosen && <CheckCircleFilled className={styles.posterFrameTick} aria-hidden />}
            <span className={styles.posterFrameCaption} aria-hidden>
              {index === current ? 'Poster now' : `Frame ${index + 1}`}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
