import { Alert, Button, Form, Result } from 'antd';
import Link from '../common/link';
import { PAGE_ROUTES, ROUTES } from '../../lib/constants';
import { authService } from '../../services/auth.service';
import ButtonLink from '../common/button-link';
import { useSubmit } from '../common/use-submit';
import PasswordFields from './password-fields';
import styles from './forms.module.css';
import { withAntdScope } from '../common/antd-scope';

function ResetPasswordForm({ token }: { token: string }) {
  const { submitting, error, result, submit } = useSubmit(authService.resetPassword);

  if (!token) {
    return (
      <Result
        status="warning"
        title="This reset link is incomplete"
        subTitle="Open the link from your email again, or ask for a new one."
        extra={<Link href={PAGE_ROUTES.forgotPassword}>Ask for a new link</Link>}
      />
    );
  }

  if (result) {
    return (
      <Result
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
    <Form<{ password: string; confirm: string }>
      name="reset-password"
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={({ password }) => submit(token, password)}
      data-testid="reset-form"
    >
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          className={styles.notice}
          data-testid="reset-error"
          description={<Link href={PAGE_ROUTES.forgotPassword}>Ask for a new link</Link>}
        />
      )}
      <PasswordFields label="New password" confirmLabel="Confirm new password" />
      <Button type="primary" htmlType="submit" block loading={submitting} className={styles.submit}>
        Reset password
      </Button>
    </Form>
  );
}

export default withAntdScope(ResetPasswordForm);
