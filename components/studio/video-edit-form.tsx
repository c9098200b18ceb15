import type { FormEvent } from 'react';
import { notify } from '../../lib/notify';
import { checkVideoDetails, detailsOf, updateVideoBody } from '../../lib/video-form';
import { useAppDispatch } from '../../redux/hooks';
import { ownVideoSaved } from '../../redux/own-videos/slice';
import { ownVideosService } from '../../services/own-videos.service';
import type { OwnVideo } from '../../types/studio';
import { useSubmit } from '../common/use-submit';
import LightForm from '../form/light-form';
import { useCheckedForm } from '../form/use-checked-form';
import FormActions from './form-actions';
import styles from './studio.module.css';
import VideoDetailsFields from './video-details-fields';

interface Props {
  video: OwnVideo;
  onDone: () => void;
}

/** Studio > Videos > Edit: what the owner says about the video (its file, poster and teaser stay). */
export default function VideoEditForm({ video, onDone }: Props) {
  const dispatch = useAppDispatch();
  const { values, errors, set, passes } = useCheckedForm(() => detailsOf(video), checkVideoDetails, 'video-edit');
  const { submitting, error, submit } = useSubmit(ownVideosService.update);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!passes()) return;
    const saved = await submit(video._id, updateVideoBody(values));
    if (!saved) return;
    dispatch(ownVideoSaved(saved));
    notify.success(`${saved.title} is saved.`);
    onDone();
  };

  return (
    <LightForm id="video-edit" noValidate onSubmit={(event) => void onSubmit(event)} data-testid="video-edit-form">
      {error && (
        <p className={styles.formError} role="alert" data-testid="video-edit-error">
          {error}
        </p>
      )}
      <VideoDetailsFields values={values} errors={errors} set={set} idPrefix="video-edit" />
      <FormActions onCancel={onDone} submitLabel="Save" submitting={submitting} submitTestId="video-edit-save" />
    </LightForm>
  );
}
