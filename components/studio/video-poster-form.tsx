import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { useState, type FormEvent } from 'react';
import { POSTER_FILE_ACCEPT } from '../../lib/video-form';
import type { OwnVideo } from '../../types/studio';
import AspectImage from '../common/aspect-image';
import FileButton from '../common/file-button';
import { IMAGE_SIZES } from '../common/image-sizes';
import LightSpin from '../common/light-spin';
import ProgressBar from '../common/progress-bar';
import FormActions from './form-actions';
import PosterFrames from './poster-frames';
import styles from './studio.module.css';
import { useVideoPoster } from './use-video-poster';

interface Props {
  video: OwnVideo;
  onDone: () => void;
}

/**
 * Studio > Videos > Poster: the video's poster now, the frames processing took to choose another from ("Use this
 * frame"), and "Upload a picture" of the performer's own. A video without frames (made before processing took them)
 * offers the upload alone.
 */
export default function VideoPosterForm({ video, onDone }: Props) {
  const poster = useVideoPoster(video, onDone);
  const frames = poster.detail?.posterCandidates ?? [];
  const current = frames.indexOf(poster.detail?.thumbnail ?? '');
  const [picked, setPicked] = useState<number | null>(null);
  const chosen = picked ?? (current >= 0 ? current : null);
  const busy = poster.busy !== null;
  const shown = poster.detail?.thumbnail ?? video.thumbnail;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen !== null && chosen !== current) void poster.choose(chosen);
  };

  return (
    <form onSubmit={onSubmit} aria-busy={busy} data-testid="video-poster-form">
      {poster.error && (
        <p className={styles.formError} role="alert" data-testid="video-poster-error">
          {poster.error}
        </p>
      )}
      <figure className={styles.posterNow}>
        <AspectImage src={shown} alt={`The poster of ${video.title}`} ratio="16 / 9" sizes={IMAGE_SIZES.studioPoster} eager />
        <figcaption className={styles.publicationDetail}>{shown ? 'The poster now' : 'No poster yet'}</figcaption>
      </figure>
      {poster.loading && <LightSpin size="small" />}
      {poster.detail && frames.length === 0 && (
        <p className={styles.publicationDetail} data-testid="video-poster-no-frames">
          Processing took no frames from this video: upload a picture for its poster.
        </p>
      )}
      {frames.length > 0 && <PosterFrames frames={frames} current={current} chosen={chosen} onChoose={setPicked} disabled={busy} />}
      <div className={styles.posterUpload}>
        <FileButton
          icon={<UploadOutlined />}
          accept={POSTER_FILE_ACCEPT}
          loading={poster.busy === 'upload'}
          disabled={busy}
          onFile={(file) => void poster.upload(file)}
          inputTestId="video-poster-file"
          inputLabel={`A picture for the poster of ${video.title}`}
        >
          Upload a picture
        </FileButton>
        <span className={styles.publicationDetail}>JPEG, PNG or WebP, best in the player&apos;s shape (16:9).</span>
        {poster.percent !== null && <ProgressBar percent={poster.percent} label="Uploading the poster" testId="video-poster-progress" />}
      </div>
      {frames.length > 0 && (
        <FormActions
          onCancel={onDone}
          submitLabel="Use this frame"
          submitting={poster.busy === 'choose'}
          submitDisabled={chosen === null || chosen === current || busy}
          submitTestId="video-poster-save"
        />
      )}
    </form>
  );
}
