import { Alert, Button, Form, Input, Result } from 'antd';
import type { RegisterPayload } from '../../types/auth';
import { ROUTES } from '../../lib/constants';
import { authService } from '../../services/auth.service';
import ButtonLink from '../common/button-link';
import { useSubmit } from '../common/use-submit';
import PasswordFields from './password-fields';
import styles from './forms.module.css';
import { withAntdScope } from '../common/antd-scope';

type Values = RegisterPayload & { confirm: string };

function RegisterForm() {
  const { submitting, error, result, submit } = useSubmit(authService.register);

  if (result) {
    return (
      <Result
        status="success"
        title="Your account has been created"
        subTitle={result.message}
        data-testid="register-success"
        extra={
          <ButtonLink href={ROUTES.authLogin} type="primary" size="large">
            Go to log in
          </ButtonLink>
        }
      />
    );
  }

  const onFinish = ({ confirm: _confirm, ...values }: Values) =>
    submit({ ...values, name: values.name.trim(), username: values.username.trim(), email: values.email.trim() });

  return (
    <Form<Values> name="register" layout="vertical" size="large" requiredMark={false} onFinish={onFinish} data-testid="register-form">
      {error && <Alert type="error" showIcon title={error} className={styles.notice} data-testid="register-error" />}
      <Form.Item name="name" label="Display name" rules={[{ required: true, whitespace: true, message: 'Please enter your name' }]}>
        <Input autoComplete="name" autoFocus />
      </Form.Item>
      <Form.Item
        name="username"
        label="Username"
        rules={[
          { required: true, whitespace: true, message: 'Please choose a username' },
          { pattern: /^[a-zA-Z0-9_.-]+$/, message: 'Use letters, numbers, dots, dashes or underscores' },
        ]}
      >
        <Input autoComplete="username" />
      </Form.Item>
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
      <div className={styles.grid}>
        <PasswordFields />
      </div>
      <Button type="primary" htmlType="submit" block loading={submitting} className={styles.submit}>
        Create account
      </Button>
    </Form>
  );
}

export default withAntdScope(RegisterForm);
