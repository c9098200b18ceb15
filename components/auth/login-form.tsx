import { Alert, Button, Checkbox, Form, Input } from 'antd';
import Link from '../common/link';
import type { LoginPayload } from '../../types/auth';
import { PAGE_ROUTES } from '../../lib/constants';
import { loginRequested } from '../../redux/auth/slice';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import styles from './forms.module.css';
import { withAntdScope } from '../common/antd-scope';

export const AGE_VERIFICATION_NOTICE =
  'Your account needs age verification before you can continue. Age verification will open here as soon as it is available.';

function LoginForm() {
  const dispatch = useAppDispatch();
  const requesting = useAppSelector((s) => s.auth.loginAuth.requesting);
  const verificationRequired = useAppSelector((s) => s.auth.verificationRequired);

  const onFinish = (values: LoginPayload) =>
    dispatch(loginRequested({ username: values.username.trim(), password: values.password, remember: Boolean(values.remember) }));

  return (
    <>
      {verificationRequired && (
        <Alert
          type="warning"
          showIcon
          className={styles.notice}
          title="Age verification required"
          description={AGE_VERIFICATION_NOTICE}
          data-testid="age-verification-required"
        />
      )}
      <Form<LoginPayload>
        name="login"
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={{ remember: true }}
        onFinish={onFinish}
        data-testid="login-form"
      >
        <Form.Item
          name="username"
          label="Username or email"
          rules={[{ required: true, whitespace: true, message: 'Please enter your username or email' }]}
        >
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={[{ required: true, message: 'Please enter your password' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <div className={styles.row}>
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>Remember me</Checkbox>
          </Form.Item>
          <Link href={PAGE_ROUTES.forgotPassword}>Forgot password?</Link>
        </div>
        <Button type="primary" htmlType="submit" block loading={requesting} className={styles.submit}>
          Log in
        </Button>
      </Form>
    </>
  );
}

export default withAntdScope(LoginForm);
