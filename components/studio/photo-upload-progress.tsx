import { formatBytes } from '../../lib/format';
import { countOf } from '../../lib/plural';
import type { PhotoUpload } from '../../redux/photo-uploads/slice';
import styles from './gallery.module.css';
import ProgressBar from '../common/progress-bar';

/** What a batch of photo uploads says as a whole. */
export function batchProgress(uploads: readonly PhotoUpload[]) {
  const batch = uploads.filter((upload) => upload.phase !== 'refused');
  const sent = batch.reduce((sum, upload) => sum + upload.sent, 0);
  const total = batch.reduce((sum, upload) => sum + upload.total, 0);
  return {
    photos: batch.length,
    done: batch.filter((upload) => upload.phase === 'done').length,
    stopped: batch.filter((upload) => upload.phase === 'failed').length,
    refused: uploads.length - batch.length,
    sent,
    total,
    percent: total > 0 ? Math.floor((sent / total) * 100) : 0,
  };
}

/** The gallery's uploads as a whole: "12 of 40 photos, 35 MB of 120 MB", and a bar. */
export default function PhotoUploadProgress({ uploads }: { uploads: readonly PhotoUpload[] }) {
  const progress = batchProgress(uploads);
  if (progress.photos === 0) return null;
  const label = `${progress.done} of ${countOf(progress.photos, 'photos')}, ${formatBytes(progress.sent)} of ${formatBytes(progress.total)}`;
  const notes = [progress.stopped && `${progress.stopped} stopped`, progress.refused && `${progress.refused} refused`].filter(Boolean).join(', ');
  return (
    <div className={styles.progress} data-testid="photo-upload-progress">
      <p className={styles.progressText}>
        <span data-testid="photo-upload-summary">{label}</span>
        {notes && <span className={styles.progressNotes}>{notes}</span>}
      </p>
      <ProgressBar percent={progress.percent} label="Photos uploaded" />
    </div>
  );
}
