import Link from '../common/link';
import { PAGE_ROUTES, ROUTES } from '../../lib/constants';
import { authService } from '../../services/auth.service';
import ButtonLink from '../common/button-link';
import LightAlert from '../common/light-alert';
import LightButton from '../common/light-button';
import LightResult from '../common/light-result';
import { useSubmit } from '../common/use-submit';
import LightForm from '../form/light-form';
import { useLightForm } from '../form/use-light-form';
import PasswordFields, { PASSWORD_DEPENDENCIES, PASSWORD_RULES } from './password-fields';
import styles from './forms.module.css';

export default function ResetPasswordForm({ token }: { token: string }) {
  const { submitting, error, result, submit } = useSubmit(authService.resetPassword);
  const form = useLightForm({
    name: 'reset-password',
    initialValues: { password: '', confirm: '' },
    rules: PASSWORD_RULES,
    dependencies: PASSWORD_DEPENDENCIES,
    onSubmit: ({ password }) => submit(token, password),
  });

  if (!token) {
    return (
      <LightResult
        status="warning"
        title="This reset link is incomplete"
        subTitle="Open the link from your email again, or ask for a new one."
        extra={<Link href={PAGE_ROUTES.forgotPassword}>Ask for a new link</Link>}
      />
    );
  }

  if (result) {
    return (
      <LightResult
        status="success"
        title="Your password has been reset"
        subTitle="You can now log in with your new password."
        data-testid="reset-success"
        extra={
          <ButtonLink href={ROUTES.authLogin} type="primary" size="large">
            Go to log in
          </ButtonLink>
        }
      />
    );
  }

  return (
    <LightForm {...form.formProps} size="large" data-testid="reset-form">
      {error && (
        <LightAlert
          type="error"
          showIcon
          title={error}
          className={styles.notice}
          data-testid="reset-error"
          description={<Link href={PAGE_ROUTES.forgotPassword}>Ask for a new link</Link>}
        />
      )}
      <PasswordFields form={form} label="New password" confirmLabel="Confirm new password" />
      <LightButton type="primary" htmlType="submit" size="large" block loading={submitting} className={styles.submit}>
        Reset password
      </LightButton>
    </LightForm>
  );
}
