import { Alert, Button, Form, Input } from 'antd';
import { authService } from '../../services/auth.service';
import { useSubmit } from '../common/use-submit';
import styles from './forms.module.css';

export const RESEND_SENT_TEXT = 'A new verification link has been sent. Please check your inbox.';

export default function ResendVerificationForm() {
  const { submitting, error, result, submit } = useSubmit(authService.resendVerificationEmail);
  return (
    <Form<{ email: string }>
      name="resend-verification"
      layout="vertical"
      requiredMark={false}
      onFinish={({ email }) => submit(email.trim())}
      data-testid="resend-verification-form"
    >
      {result && <Alert type="success" showIcon title={RESEND_SENT_TEXT} className={styles.notice} data-testid="resend-success" />}
      {error && <Alert type="error" showIcon title={error} className={styles.notice} data-testid="resend-error" />}
      <Form.Item
        name="email"
        label="Email"
        rules={[
          { required: true, message: 'Please enter your email' },
          { type: 'email', message: 'Please enter a valid email' },
        ]}
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Button htmlType="submit" block loading={submitting}>
        Resend verification email
      </Button>
    </Form>
  );
}
