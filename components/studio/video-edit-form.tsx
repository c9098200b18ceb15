import type { FormEvent } from 'react';
import { notify } from '../../lib/notify';
import { checkVideoEdit, editFormOf, updateVideoBody } from '../../lib/video-form';
import { useAppDispatch } from '../../redux/hooks';
import { ownVideoSaved } from '../../redux/own-videos/slice';
import { ownVideosService } from '../../services/own-videos.service';
import type { OwnVideo } from '../../types/studio';
import { useSubmit } from '../common/use-submit';
import LightForm from '../form/light-form';
import FormItem from '../form/form-item';
import LightInput from '../form/light-input';
import { useCheckedForm } from '../form/use-checked-form';
import FormActions from './form-actions';
import styles from './studio.module.css';
import VideoDetailsFields from './video-details-fields';

interface Props {
  video: OwnVideo;
  onDone: () => void;
}

/** Studio > Videos > Edit: what the owner says about the video, and where its teaser starts (a processed video's is cut again). */
export default function VideoEditForm({ video, onDone }: Props) {
  const dispatch = useAppDispatch();
  const { values, errors, set, passes, item } = useCheckedForm(() => editFormOf(video), checkVideoEdit, 'video-edit');
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
      <FormItem
        {...item('teaserStart')}
        label="Teaser starts at"
        help={
          video.media.state === 'ready'
            ? 'Everyone sees a 5 s teaser from here (1:30 or 90); a new start is cut from the video in a minute or so.'
            : 'Everyone sees a 5 s teaser from here (1:30 or 90), cut when the video is processed.'
        }
      >
        <LightInput value={values.teaserStart} inputMode="numeric" placeholder="0:00" onChange={(e) => set('teaserStart', e.target.value)} />
      </FormItem>
      <FormActions onCancel={onDone} submitLabel="Save" submitting={submitting} submitTestId="video-edit-save" />
    </LightForm>
  );
}
