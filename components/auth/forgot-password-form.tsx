import Link from '../common/link';
import { useEffect } from 'react';
import { ROUTES } from '../../lib/constants';
import { forgotRequested, forgotReset } from '../../redux/auth/slice';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import LightAlert from '../common/light-alert';
import LightButton from '../common/light-button';
import LightResult from '../common/light-result';
import LightForm from '../form/light-form';
import { useLightForm } from '../form/use-light-form';
import EmailField, { EMAIL_RULES } from './email-field';
import styles from './forms.module.css';

export const FORGOT_SENT_TEXT = 'If an account exists for that email, a link to reset your password is on its way. Please check your inbox.';

export default function ForgotPasswordForm() {
  const dispatch = useAppDispatch();
  const { requesting, error, success } = useAppSelector((s) => s.auth.forgotData);
  const form = useLightForm({
    name: 'forgot-password',
    initialValues: { email: '' },
    rules: EMAIL_RULES,
    onSubmit: ({ email }) => dispatch(forgotRequested({ email: email.trim() })),
  });

  useEffect(() => {
    dispatch(forgotReset());
  }, [dispatch]);

  if (success) {
    return (
      <LightResult
        status="success"
        title="Check your email"
        subTitle={FORGOT_SENT_TEXT}
        data-testid="forgot-success"
        extra={<Link href={ROUTES.authLogin}>Back to log in</Link>}
      />
    );
  }

  return (
    <LightForm {...form.formProps} size="large" data-testid="forgot-form">
      {error && <LightAlert type="error" showIcon title={error.message} className={styles.notice} data-testid="forgot-error" />}
      <EmailField form={form} autoFocus />
      <LightButton type="primary" htmlType="submit" size="large" block loading={requesting} className={styles.submit}>
        Send reset link
      </LightButton>
    </LightForm>
  );
}
