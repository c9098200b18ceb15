import { authService } from '../../services/auth.service';
import LightAlert from '../common/light-alert';
import LightButton from '../common/light-button';
import { useSubmit } from '../common/use-submit';
import LightForm from '../form/light-form';
import { useLightForm } from '../form/use-light-form';
import EmailField, { EMAIL_RULES } from './email-field';
import styles from './forms.module.css';

export const RESEND_SENT_TEXT = 'A new verification link has been sent. Please check your inbox.';

export default function ResendVerificationForm() {
  const { submitting, error, result, submit } = useSubmit(authService.resendVerificationEmail);
  const form = useLightForm({
    name: 'resend-verification',
    initialValues: { email: '' },
    rules: EMAIL_RULES,
    onSubmit: ({ email }) => submit(email.trim()),
  });
  return (
    <LightForm {...form.formProps} data-testid="resend-verification-form">
      {result && <LightAlert type="success" showIcon title={RESEND_SENT_TEXT} className={styles.notice} data-testid="resend-success" />}
      {error && <LightAlert type="error" showIcon title={error} className={styles.notice} data-testid="resend-error" />}
      <EmailField form={form} />
      <LightButton htmlType="submit" block loading={submitting}>
        Resend verification email
      </LightButton>
    </LightForm>
  );
}
