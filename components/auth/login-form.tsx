import Link from '../common/link';
import type { LoginPayload } from '../../types/auth';
import { PAGE_ROUTES } from '../../lib/constants';
import { loginRequested } from '../../redux/auth/slice';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { useEffect, useState } from 'react';
import { useCaptcha } from '../captcha/use-captcha';
import LightAlert from '../common/light-alert';
import LightButton from '../common/light-button';
import FormItem from '../form/form-item';
import LightCheckbox from '../form/light-checkbox';
import LightForm from '../form/light-form';
import LightInput from '../form/light-input';
import LightPasswordInput from '../form/light-password-input';
import { useLightForm } from '../form/use-light-form';
import { required } from '../form/validation';
import styles from './forms.module.css';
import UnverifiedEmailNotice from './unverified-email-notice';

const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';
/** The address the server named in its refusal (the password was right). */
const emailIn = (details: unknown) => {
  const email = (details as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : null;
};

export const AGE_VERIFICATION_NOTICE =
  'You are logged in. Before you watch full videos or buy, the law in your country asks for an age check by an independent provider.';

export default function LoginForm() {
  const dispatch = useAppDispatch();
  const requesting = useAppSelector((s) => s.auth.loginAuth.requesting);
  const verificationRequired = useAppSelector((s) => s.auth.verificationRequired);
  const loginError = useAppSelector((s) => s.auth.loginAuth.error);
  // The captcha shows only once the server asks for it (three failed logins from this address), and then stays.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const captcha = useCaptcha('login', captchaAsked);
  const { reset: resetCaptcha } = captcha;
  useEffect(() => {
    if (loginError?.code === 'CAPTCHA_REQUIRED' || loginError?.code === 'CAPTCHA_FAILED') setCaptchaAsked(true);
    if (loginError) resetCaptcha();
  }, [loginError, resetCaptcha]);
  const form = useLightForm<LoginPayload>({
    name: 'login',
    initialValues: { username: '', password: '', remember: true },
    rules: {
      username: [required('Please enter your username or email', { whitespace: true })],
      password: [required('Please enter your password')],
    },
    onSubmit: async (values) => {
      const captchaToken = await captcha.token();
      dispatch(loginRequested({ ...values, username: values.username.trim(), ...(captchaToken ? { captchaToken } : {}) }));
    },
  });

  return (
    <>
      {verificationRequired && (
        <LightAlert
          type="warning"
          showIcon
          className={styles.notice}
          title="Age verification required"
          description={AGE_VERIFICATION_NOTICE}
          data-testid="age-verification-required"
        />
      )}
      {loginError?.code === EMAIL_NOT_VERIFIED && <UnverifiedEmailNotice email={emailIn(loginError.details)} />}
      <LightForm {...form.formProps} size="large" data-testid="login-form">
        <FormItem label="Username or email" {...form.item('username')}>
          <LightInput {...form.input('username')} autoComplete="username" autoFocus />
        </FormItem>
        <FormItem label="Password" {...form.item('password')}>
          <LightPasswordInput {...form.input('password')} autoComplete="current-password" />
        </FormItem>
        <div className={styles.row}>
          <LightCheckbox {...form.checkbox('remember')}>Remember me</LightCheckbox>
          <Link href={PAGE_ROUTES.forgotPassword}>Forgot password?</Link>
        </div>
        {captcha.widget}
        <LightButton type="primary" htmlType="submit" size="large" block loading={requesting} className={styles.submit}>
          Log in
        </LightButton>
      </LightForm>
    </>
  );
}
