import { useState, type FormEvent } from 'react';
import { formatLocalDateTime } from '../../lib/format';
import { notify } from '../../lib/notify';
import { defaultScheduleInput, inputFromDate, scheduleProblem } from '../../lib/schedule-input';
import { useAppDispatch } from '../../redux/hooks';
import { ownVideoSaved } from '../../redux/own-videos/slice';
import { ownVideosService } from '../../services/own-videos.service';
import type { OwnVideo } from '../../types/studio';
import { useSubmit } from '../common/use-submit';
import FormItem from '../form/form-item';
import LightForm from '../form/light-form';
import LightInput from '../form/light-input';
import FormActions from './form-actions';
import styles from './studio.module.css';

/** Studio > Videos > Schedule: when a draft goes live, in the performer's time zone (the browser's). */
export default function VideoScheduleForm({ video, onDone }: { video: OwnVideo; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const [value, setValue] = useState(defaultScheduleInput);
  const [problem, setProblem] = useState<string | null>(null);
  const { submitting, error, submit } = useSubmit(ownVideosService.publish);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = scheduleProblem(value);
    setProblem(found);
    if (found) return;
    const saved = await submit(video._id, true, new Date(value).toISOString());
    if (!saved) return;
    dispatch(ownVideoSaved(saved));
    const ready = saved.media.state === 'ready' ? '' : ', once processed';
    notify.success(`${saved.title} goes live on ${formatLocalDateTime(saved.publishedAt)}${ready}.`);
    onDone();
  };

  return (
    <LightForm id="video-schedule" noValidate onSubmit={(event) => void onSubmit(event)} data-testid="video-schedule-form">
      {error && (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      )}
      <FormItem
        id="video-schedule_at"
        label="Goes live on"
        errors={problem ? [problem] : []}
        help={`Your time zone: ${timeZone}. Fans are told when it goes live.`}
      >
        <LightInput type="datetime-local" value={value} min={inputFromDate(new Date())} onChange={(e) => setValue(e.target.value)} aria-required />
      </FormItem>
      <FormActions onCancel={onDone} submitLabel="Schedule" submitting={submitting} submitTestId="video-schedule-save" />
    </LightForm>
  );
}
