import { useState, type FormEvent } from 'react';
import { defaultScheduleInput, inputFromDate, scheduleProblem } from '../../lib/schedule-input';
import { useSubmit } from '../common/use-submit';
import FormItem from '../form/form-item';
import LightForm from '../form/light-form';
import LightInput from '../form/light-input';
import FormActions from './form-actions';
import styles from './studio.module.css';

interface Props {
  /** What is scheduled ("video", "gallery"): the form's id and test ids. */
  name: string;
  /** Sends the time (ISO) and shows the answer; a rejection's message is shown in the form. */
  schedule: (at: string) => Promise<void>;
  onDone: () => void;
}

/** The Studio's "Schedule": when an item goes live, in the performer's time zone (the browser's); `schedule` sends it. */
export default function ScheduleForm({ name, schedule, onDone }: Props) {
  const [value, setValue] = useState(defaultScheduleInput);
  const [problem, setProblem] = useState<string | null>(null);
  const { submitting, error, submit } = useSubmit(schedule);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = scheduleProblem(value);
    setProblem(found);
    if (found) return;
    if ((await submit(new Date(value).toISOString())) !== null) onDone();
  };

  return (
    <LightForm id={`${name}-schedule`} noValidate onSubmit={(event) => void onSubmit(event)} data-testid={`${name}-schedule-form`}>
      {error && (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      )}
      <FormItem
        id={`${name}-schedule_at`}
        label="Goes live on"
        errors={problem ? [problem] : []}
        help={`Your time zone: ${timeZone}. Fans are told when it goes live.`}
      >
        <LightInput type="datetime-local" value={value} min={inputFromDate(new Date())} onChange={(e) => setValue(e.target.value)} aria-required />
      </FormItem>
      <FormActions onCancel={onDone} submitLabel="Schedule" submitting={submitting} submitTestId={`${name}-schedule-save`} />
    </LightForm>
  );
}
