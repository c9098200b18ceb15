import styles from './progress-bar.module.css';

interface Props {
  percent: number;
  /** What is progressing, for screen readers. */
  label: string;
  /** 'full': the width of its container; else a fixed short bar (a list row's). */
  width?: 'full' | 'short';
  testId?: string;
}

/** A thin progress bar (an upload, a video's processing), announced as a progressbar with its percent. */
export default function ProgressBar({ percent, label, width = 'full', testId }: Props) {
  return (
    <div
      className={`${styles.bar} ${width === 'short' ? styles.short : ''}`}
      role="progressbar"
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-label={label}
      data-testid={testId}
    >
      <div className={styles.fill} style={{ width: `${percent}%` }} />
    </div>
  );
}
