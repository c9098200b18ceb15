import { formatBytes } from '../../lib/format';
import { useAppDispatch } from '../../redux/hooks';
import type { PhotoUpload } from '../../redux/photo-uploads/slice';
import { dismissPhotoUpload, photoFileOf, retryPhotoUpload } from '../../redux/photo-uploads/uploader';
import LightButton from '../common/light-button';
import styles from './gallery.module.css';
import PhotoPreview from './photo-preview';
import ProgressBar from '../common/progress-bar';

const PHASES: Record<PhotoUpload['phase'], string> = {
  queued: 'Waiting',
  sending: 'Uploading',
  done: 'Uploaded',
  refused: 'Not taken',
  failed: 'Stopped',
};

/** A photo this tab sends: shown at once, with its own bar; when it did not go in, why (the server's words) and what to do. */
export default function PhotoUploadTile({ upload }: { upload: PhotoUpload }) {
  const dispatch = useAppDispatch();
  const percent = upload.total > 0 ? Math.floor((upload.sent / upload.total) * 100) : 0;
  const problem = upload.phase === 'refused' || upload.phase === 'failed';
  return (
    <li className={styles.tile} data-phase={upload.phase} data-testid="photo-upload-tile">
      <PhotoPreview file={photoFileOf(upload.key)} />
      <div className={styles.tileBody}>
        <span className={styles.fileName} title={upload.fileName}>
          {upload.fileName}
        </span>
        <span className={styles.tileState} data-testid="photo-upload-state">
          {PHASES[upload.phase]}
          {upload.phase === 'sending' && ` ${percent}% · ${formatBytes(upload.sent)} of ${formatBytes(upload.total)}`}
        </span>
        {!problem && <ProgressBar percent={percent} label={`${upload.fileName} uploaded`} />}
        {problem && (
          <>
            <p className={styles.tileProblem} role="alert" data-testid="photo-upload-error">
              {upload.error}
            </p>
            <span className={styles.tileActions}>
              {upload.phase === 'failed' && (
                <LightButton size="small" onClick={() => retryPhotoUpload(dispatch, upload.key)} aria-label={`Retry ${upload.fileName}`}>
                  Retry
                </LightButton>
              )}
              <LightButton size="small" onClick={() => dismissPhotoUpload(dispatch, upload.key)} aria-label={`Dismiss ${upload.fileName}`}>
                Dismiss
              </LightButton>
            </span>
          </>
        )}
      </div>
    </li>
  );
}
