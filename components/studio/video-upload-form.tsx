import type { Dispatch } from '@reduxjs/toolkit';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../lib/constants';
import { errorMessage } from '../../lib/errors';
import { formatBytes } from '../../lib/format';
import { notify } from '../../lib/notify';
import { checkVideoForm, createVideoBody, emptyVideoForm, titleFromFileName, type VideoFormErrors, type VideoFormValues } from '../../lib/video-form';
import { useAppDispatch } from '../../redux/hooks';
import { ownVideoSaved } from '../../redux/own-videos/slice';
import { uploadVideoFile } from '../../redux/video-uploads/uploader';
import { ownVideosService } from '../../services/own-videos.service';
import LightButton from '../common/light-button';
import { useSubmit } from '../common/use-submit';
import FormItem from '../form/form-item';
import LightForm from '../form/light-form';
import LightInput from '../form/light-input';
import { useCheckedForm } from '../form/use-checked-form';
import styles from './studio.module.css';
import { useUploadLimits } from './use-upload-limits';
import VideoDetailsFields from './video-details-fields';
import VideoDropZone from './video-drop-zone';

interface Props {
  onDone: () => void;
}

/** What the form says when it closes: the video is on its way, published or a draft; a warning when Publish failed. */
interface Outcome {
  said: string;
  warn: boolean;
}

/**
 * Makes the draft, starts sending its file (the upload goes on after the form closes) and, for Publish, asks for it
 * to go live as soon as processing ends. Once the draft exists the form's work is done: a Publish that fails then
 * leaves a draft that uploads all the same, and the form closes saying so (pressing Publish again would make a second
 * video).
 */
async function createVideo(dispatch: Dispatch, values: VideoFormValues, file: File, publish: boolean): Promise<Outcome> {
  const video = await ownVideosService.create(createVideoBody(values));
  dispatch(ownVideoSaved(video));
  void uploadVideoFile(dispatch, video._id, file);
  if (!publish) return { said: `${video.title} is uploading; it stays a draft until you publish it.`, warn: false };
  try {
    dispatch(ownVideoSaved(await ownVideosService.publish(video._id, true)));
  } catch (error) {
    const why = errorMessage(error, MESSAGES.genericError);
    return { said: `${video.title} is uploading as a draft: it could not be published (${why}). Publish it from the list.`, warn: true };
  }
  return { said: `${video.title} is uploading; it goes live when processing ends.`, warn: false };
}

/** Studio > Videos > Upload video: the file (dropped or chosen), its details (VideoDetailsFields), teaser start. */
export default function VideoUploadForm({ onDone }: Props) {
  const dispatch = useAppDispatch();
  const limits = useUploadLimits();
  const [file, setFile] = useState<File | null>(null);
  const [publishing, setPublishing] = useState(false);
  const { submitting, error, submit } = useSubmit(createVideo);

  const checkWith =
    (chosen: File | null) =>
    (next: VideoFormValues): VideoFormErrors => {
      const found = checkVideoForm(next, chosen);
      if (!found.file && chosen && limits && chosen.size > limits.maxBytes)
        found.file = `This file is ${formatBytes(chosen.size)}; the site takes files up to ${formatBytes(limits.maxBytes)}.`;
      return found;
    };
  const { values, errors, set, revise, passes, item } = useCheckedForm(emptyVideoForm, checkWith(file), 'video');

  const chooseFile = (chosen: File) => {
    setFile(chosen);
    revise(values.title.trim() ? values : { ...values, title: titleFromFileName(chosen.name) }, checkWith(chosen));
  };

  const send = async (publish: boolean) => {
    if (!passes()) return;
    setPublishing(publish);
    const outcome = await submit(dispatch, values, file!, publish);
    if (!outcome) return;
    if (outcome.warn) notify.warning(outcome.said);
    else notify.success(outcome.said);
    onDone();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(true);
  };

  const limitsHelp = limits ? `Up to ${formatBytes(limits.maxBytes)} and ${limits.maxMinutes / 60} h.` : undefined;

  return (
    <LightForm id="video" noValidate onSubmit={onSubmit} data-testid="video-upload-form">
      {error && (
        <p className={styles.formError} role="alert" data-testid="video-form-error">
          {error}
        </p>
      )}
      <FormItem {...item('file')} label="Video file" help={limitsHelp}>
        <VideoDropZone
          id="video_file"
          file={file}
          onFile={chooseFile}
          invalid={!!errors.file}
          describedBy={errors.file || limitsHelp ? 'video_file_help' : undefined}
        />
      </FormItem>
      <VideoDetailsFields values={values} errors={errors} set={set} idPrefix="video" />
      <FormItem {...item('teaserStart')} label="Teaser starts at" help="Everyone sees a 5 s teaser from here (1:30 or 90); empty: from the start.">
        <LightInput value={values.teaserStart} inputMode="numeric" placeholder="0:00" onChange={(e) => set('teaserStart', e.target.value)} />
      </FormItem>
      <div className={styles.formActions}>
        <LightButton onClick={onDone}>Cancel</LightButton>
        <LightButton onClick={() => void send(false)} loading={submitting && !publishing} disabled={submitting} data-testid="video-save-draft">
          Save as draft
        </LightButton>
        <LightButton type="primary" htmlType="submit" loading={submitting && publishing} disabled={submitting} data-testid="video-publish">
          Publish
        </LightButton>
      </div>
    </LightForm>
  );
}
