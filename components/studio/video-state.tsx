import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { VIDEO_FILE_ACCEPT } from '../../lib/video-form';
import { videoStateView } from '../../lib/video-state';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { ownVideoRemoved, ownVideoSaved } from '../../redux/own-videos/slice';
import { dropVideoUpload, isUploadHeld, pauseVideoUpload, resumeVideoUpload, uploadVideoFile } from '../../redux/video-uploads/uploader';
import { ownVideosService } from '../../services/own-videos.service';
import type { OwnVideo } from '../../types/studio';
import FileButton from '../common/file-button';
import LazyPopconfirm from '../common/lazy-popconfirm';
import LightButton from '../common/light-button';
import ModerationNotice from './moderation-notice';
import StatusTag from '../orders/status-tag';
import RowFormButton from './row-form-button';
import VideoEditForm from './video-edit-form';
import VideoPosterForm from './video-poster-form';
import VideoReplaceForm from './video-replace-form';
import VideoScheduleForm from './video-schedule-form';
import styles from './video-upload.module.css';
import ProgressBar from '../common/progress-bar';

/**
 * A video's state in the Studio's list (uploading n%, processing n%: step, failed with the reason, waiting for its
 * file, draft, live), kept current by this tab's upload and the socket's news, with what can be done about it.
 */
export default function VideoState({ video }: { video: OwnVideo }) {
  const dispatch = useAppDispatch();
  const upload = useAppSelector((s) => s.videoUploads[video._id]);
  const [busy, setBusy] = useState<string | null>(null);
  const view = videoStateView(video, upload, isUploadHeld(video._id));
  const { can } = view;

  /** One write at a time per row; the list shows its answer. */
  const run = async (what: string, action: () => Promise<void>) => {
    setBusy(what);
    try {
      await action();
    } catch (error) {
      notify.error(errorMessage(error, `Could not ${what} ${video.title}.`));
    } finally {
      setBusy(null);
    }
  };

  const publish = () =>
    run('publish', async () => {
      const saved = await ownVideosService.publish(video._id, true);
      dispatch(ownVideoSaved(saved));
      notify.success(saved.status === 'active' ? `${video.title} is live.` : `${video.title} goes live when processing ends.`);
    });
  const unschedule = () =>
    run('unschedule', async () => {
      dispatch(ownVideoSaved(await ownVideosService.publish(video._id, false)));
      notify.success(`${video.title} is a draft again.`);
    });
  const retry = () => run('retry', async () => void dispatch(ownVideoSaved(await ownVideosService.retry(video._id))));
  const discardReplacement = () =>
    run('discard', async () => {
      dispatch(ownVideoSaved(await ownVideosService.discardReplacement(video._id)));
      notify.success(`${video.title} keeps its current file.`);
    });
  const remove = () =>
    run('delete', async () => {
      await dropVideoUpload(dispatch, video._id);
      const removed = await ownVideosService.remove(video._id);
      dispatch(ownVideoRemoved(video._id));
      notify.success(removed === 'deleted' ? `${video.title} is deleted.` : `${video.title} left the site; its buyers can still watch it.`);
    });

  return (
    <div className={styles.state} data-testid="video-state">
      <StatusTag look={view.look} testId="video-state-tag" />
      <ModerationNotice moderation={video.moderation} />
      {view.percent !== null && <ProgressBar percent={view.percent} label={view.look.label} width="short" />}
      {view.detail && (
        // A scheduled time is in the browser's time zone, which the server rendering does not know.
        <span
          className={view.problem ? styles.stateProblem : styles.stateDetail}
          data-testid="video-state-detail"
          role={view.problem ? 'alert' : undefined}
          suppressHydrationWarning
        >
          {view.detail}
        </span>
      )}
      <span className={styles.actions}>
        {can.pause && (
          <LightButton size="small" onClick={() => void pauseVideoUpload(dispatch, video._id)}>
            Pause
          </LightButton>
        )}
        {can.resume && (
          <LightButton size="small" onClick={() => resumeVideoUpload(dispatch, video._id)}>
            Resume
          </LightButton>
        )}
        {can.chooseFile && (
          <FileButton
            size="small"
            accept={VIDEO_FILE_ACCEPT}
            inputTestId="video-resume-file"
            inputLabel={`The file of ${video.title}`}
            onFile={(file) => void uploadVideoFile(dispatch, video._id, file)}
          >
            {video.media.state === 'uploading' ? 'Resume upload' : 'Choose file'}
          </FileButton>
        )}
        {can.retry && (
          <LightButton size="small" loading={busy === 'retry'} disabled={busy !== null} onClick={() => void retry()}>
            Retry
          </LightButton>
        )}
        {can.discardReplacement && (
          <LightButton size="small" loading={busy === 'discard'} disabled={busy !== null} onClick={() => void discardReplacement()}>
            Discard new file
          </LightButton>
        )}
        {can.publish && (
          <LightButton size="small" type="primary" loading={busy === 'publish'} disabled={busy !== null} onClick={() => void publish()}>
            {video.publication === 'scheduled' ? 'Publish now' : video.media.state === 'ready' ? 'Publish' : 'Publish when ready'}
          </LightButton>
        )}
        {can.schedule && (
          <RowFormButton
            label="Schedule"
            ariaLabel={`Schedule ${video.title}`}
            title={`Schedule ${video.title}`}
            disabled={busy !== null}
            data-testid="video-schedule"
          >
            {(close) => <VideoScheduleForm video={video} onDone={close} />}
          </RowFormButton>
        )}
        {can.unschedule && (
          <LightButton size="small" loading={busy === 'unschedule'} disabled={busy !== null} onClick={() => void unschedule()}>
            Unschedule
          </LightButton>
        )}
        <RowFormButton label="Edit" ariaLabel={`Edit ${video.title}`} title={`Edit ${video.title}`} disabled={busy !== null} data-testid="video-edit">
          {(close) => <VideoEditForm video={video} onDone={close} />}
        </RowFormButton>
        {can.choosePoster && (
          <RowFormButton
            label="Poster"
            ariaLabel={`Choose the poster of ${video.title}`}
            title={`The poster of ${video.title}`}
            disabled={busy !== null}
            data-testid="video-poster"
          >
            {(close) => <VideoPosterForm video={video} onDone={close} />}
          </RowFormButton>
        )}
        {can.replaceFile && (
          <RowFormButton
            label="Replace file"
            ariaLabel={`Replace file of ${video.title}`}
            title={`A new file for ${video.title}`}
            disabled={busy !== null}
            data-testid="video-replace"
          >
            {(close) => <VideoReplaceForm video={video} onDone={close} />}
          </RowFormButton>
        )}
        <LazyPopconfirm
          title={`Delete ${video.title}?`}
          description="Its files are removed. If someone bought it, it leaves the site but its buyers can still watch it."
          okText="Delete"
          okButtonProps={{ danger: true }}
          cancelText="Keep it"
          onConfirm={() => remove()}
        >
          <LightButton size="small" loading={busy === 'delete'} disabled={busy !== null} aria-label={`Delete ${video.title}`}>
            Delete
          </LightButton>
        </LazyPopconfirm>
      </span>
    </div>
  );
}
