import CloseOutlined from '@ant-design/icons/CloseOutlined';
import PlayCircleFilled from '@ant-design/icons/PlayCircleFilled';
import type { useMessageDraft } from './use-message-draft';
import styles from './message-draft.module.css';

type Draft = ReturnType<typeof useMessageDraft>;

/**
 * The photos and videos going with the next message: thumbnails (each can be taken out), a video's processing, those on
 * their way, and why one was refused or could not be processed.
 */
export default function MessageDraft({ draft }: { draft: Draft }) {
  const waiting = draft.uploads.filter((upload) => upload.phase === 'queued' || upload.phase === 'sending');
  const stopped = draft.uploads.filter((upload) => upload.phase === 'refused' || upload.phase === 'failed');
  const failed = draft.photos.filter((photo) => photo.state === 'failed');
  if (draft.photos.length === 0 && waiting.length === 0 && stopped.length === 0) return null;
  return (
    <div className={styles.draft} data-testid="message-draft">
      <ul className={styles.thumbs} aria-label="Photos and videos going with the message">
        {draft.photos.map((photo, index) => (
          <li key={photo._id} className={styles.thumb} data-testid="draft-photo" data-state={photo.state}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a signed, short-lived link */}
            {photo.thumbnail ? <img src={photo.thumbnail} alt="" /> : <span className={styles.pending} />}
            {photo.kind === 'video' && photo.state === 'processing' && (
              <span className={styles.overlay} role="status" data-testid="draft-video-progress">
                <span className={styles.hidden}>Processing </span>
                {photo.percent} %
              </span>
            )}
            {photo.kind === 'video' && photo.state === 'ready' && <PlayCircleFilled className={styles.play} aria-label="Video" />}
            <button type="button" className={styles.remove} onClick={() => void draft.remove(photo._id)} aria-label={`Take ${photo.kind} ${index + 1} out`}>
              <CloseOutlined aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      {failed.map((video) => (
        <p key={video._id} className={styles.problem} role="alert" data-testid="draft-video-failed">
          This video could not be processed: {video.error ?? 'try another file.'}{' '}
          <button type="button" className={styles.dismiss} onClick={() => void draft.remove(video._id)}>
            Remove it
          </button>
        </p>
      ))}
      {waiting.length > 0 && (
        <p className={styles.note} role="status" data-testid="draft-uploading">
          Uploading {waiting.length === 1 ? '1 file' : `${waiting.length} files`}…
        </p>
      )}
      {stopped.map((upload) => (
        <p key={upload.key} className={styles.problem} role="alert">
          {upload.fileName}: {upload.error}{' '}
          <button type="button" className={styles.dismiss} onClick={() => draft.dismiss(upload.key)}>
            OK
          </button>
        </p>
      ))}
    </div>
  );
}
