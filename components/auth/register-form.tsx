import type { RegisterPayload } from '../../types/auth';
import { useEffect } from 'react';
import { loginPath, rememberReturnPath } from '../../lib/return-path';
import { authService } from '../../services/auth.service';
import { useCaptcha } from '../captcha/use-captcha';
import ButtonLink from '../common/button-link';
import LightAlert from '../common/light-alert';
import LightButton from '../common/light-button';
import LightResult from '../common/light-result';
import { useSubmit } from '../common/use-submit';
import FormItem from '../form/form-item';
import LightForm from '../form/light-form';
import LightInput from '../form/light-input';
import { useLightForm } from '../form/use-light-form';
import { checked, pattern, required } from '../form/validation';
import TermsCheckbox from './terms-checkbox';
import EmailField, { EMAIL_RULES } from './email-field';
import PasswordFields, { PASSWORD_DEPENDENCIES, PASSWORD_RULES, type PasswordValues } from './password-fields';
import styles from './forms.module.css';

type Values = Pick<RegisterPayload, 'name' | 'username' | 'email'> & PasswordValues & { acceptedTerms: boolean };

/**
 * `returnTo`: the page the visitor came from (?next=): log in leads back there, after the e-mail verification too.
 * `onRegistered`: the page around the form says so too (its heading no longer asks to create an account).
 */
export default function RegisterForm({ returnTo, onRegistered }: { returnTo?: unknown; onRegistered?: () => void }) {
  const { submitting, error, result, submit } = useSubmit(authService.register);
  const captcha = useCaptcha('register');
  useEffect(() => {
    if (!result) return;
    rememberReturnPath(returnTo);
    onRegistered?.();
  }, [result, returnTo, onRegistered]);
  const form = useLightForm<Values>({
    name: 'register',
    initialValues: { name: '', username: '', email: '', password: '', confirm: '', acceptedTerms: false },
    rules: {
      name: [required('Please enter your name', { whitespace: true })],
      username: [required('Please choose a username', { whitespace: true }), pattern(/^[a-zA-Z0-9_.-]+$/, 'Use letters, numbers, dots, dashes or underscores')],
      ...EMAIL_RULES,
      ...PASSWORD_RULES,
      acceptedTerms: [checked('Please confirm that you are 18 or older and accept the Terms of Service')],
    },
    dependencies: PASSWORD_DEPENDENCIES,
    // The rules let the form reach here only with the box ticked: acceptedTerms is always true when sent.
    onSubmit: async ({ name, username, email, password }) => {
      const captchaToken = await captcha.token();
      const registered = await submit({
        name: name.trim(),
        username: username.trim(),
        email: email.trim(),
        password,
        acceptedTerms: true,
        ...(captchaToken ? { captchaToken } : {}),
      });
      if (!registered) captcha.reset();
    },
  });

  if (result) {
    return (
      <LightResult
        status="success"
        title="Your account has been created"
        subTitle={result.message}
        data-testid="register-success"
        extra={
          <ButtonLink href={loginPath(returnTo)} type="primary" size="large">
            Go to log in
          </ButtonLink>
        }
      />
    );
  }

  return (
    <LightForm {...form.formProps} size="large" data-testid="register-form">
      {error && <LightAlert type="error" showIcon title={error} className={styles.notice} data-testid="register-error" />}
      <FormItem label="Display name" {...form.item('name')}>
        <LightInput {...form.input('name')} autoComplete="name" autoFocus />
      </FormItem>
      <FormItem label="Username" {...form.item('username')}>
        <LightInput {...form.input('username')} autoComplete="username" />
      </FormItem>
      <EmailField form={form} />
      <div className={styles.grid}>
        <PasswordFields form={form} />
      </div>
      <TermsCheckbox {...form.checkbox('acceptedTerms')} errors={form.item('acceptedTerms').errors} />
      {captcha.widget}
      <LightButton type="primary" htmlType="submit" size="large" block loading={submitting} className={styles.submit}>
        Create account
      </LightButton>
    </LightForm>
  );
}
