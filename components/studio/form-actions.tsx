import LightButton from '../common/light-button';
import styles from './studio.module.css';

interface Props {
  onCancel: () => void;
  /** The submit button's text ("Save", "Schedule"). */
  submitLabel: string;
  submitting: boolean;
  /** Nothing to submit yet (e.g. no choice made). */
  submitDisabled?: boolean;
  submitTestId?: string;
}

/** The foot of a Studio form in a modal: Cancel, and the form's submit button. */
export default function FormActions({ onCancel, submitLabel, submitting, submitDisabled, submitTestId }: Props) {
  return (
    <div className={styles.formActions}>
      <LightButton onClick={onCancel}>Cancel</LightButton>
      <LightButton type="primary" htmlType="submit" loading={submitting} disabled={submitDisabled} data-testid={submitTestId}>
        {submitLabel}
      </LightButton>
    </div>
  );
}
