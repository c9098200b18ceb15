import { Alert, Button, Form, Input, Result } from 'antd';
import Link from '../common/link';
import { useEffect } from 'react';
import { ROUTES } from '../../lib/constants';
import { forgotRequested, forgotReset } from '../../redux/auth/slice';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import styles from './forms.module.css';
import { withAntdScope } from '../common/antd-scope';

export const FORGOT_SENT_TEXT =
  'If an account exists for that email, a link to reset your password is on its way. Please check your inbox.';

function ForgotPasswordForm() {
  const dispatch = useAppDispatch();
  const { requesting, error, success } = useAppSelector((s) => s.auth.forgotData);

  useEffect(() => {
    dispatch(forgotReset());
  }, [dispatch]);

  if (success) {
    return (
      <Result
        status="success"
        title="Check your email"
        subTitle={FORGOT_SENT_TEXT}
        data-testid="forgot-success"
        extra={<Link href={ROUTES.authLogin}>Back to log in</Link>}
      />
    );
  }

  return (
    <Form<{ email: string }>
      name="forgot-password"
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={({ email }) => dispatch(forgotRequested({ email: email.trim() }))}
      data-testid="forgot-form"
    >
      {error && <Alert type="error" showIcon title={error} className={styles.notice} data-testid="forgot-error" />}
      <Form.Item
        name="email"
        label="Email"
        rules={[
          { required: true, message: 'Please enter your email' },
          { type: 'email', message: 'Please enter a valid email' },
        ]}
      >
        <Input type="email" autoComplete="email" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={requesting} className={styles.submit}>
        Send reset link
      </Button>
    </Form>
  );
}

export default withAntdScope(ForgotPasswordForm);
