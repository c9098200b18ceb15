import { Button, Form } from 'antd';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { passwordUpdateRequested } from '../../redux/user/slice';
import PasswordFields from '../auth/password-fields';

export default function ChangePasswordForm({ busy }: { busy: boolean }) {
  const dispatch = useAppDispatch();
  const updatedPassword = useAppSelector((s) => s.user.updatedPassword);
  const [form] = Form.useForm<{ password: string; confirm: string }>();

  useEffect(() => {
    if (updatedPassword) form.resetFields();
  }, [updatedPassword, form]);

  return (
    <Form
      form={form}
      name="change-password"
      layout="vertical"
      requiredMark={false}
      onFinish={({ password }) => dispatch(passwordUpdateRequested({ password }))}
      data-testid="password-form"
    >
      <PasswordFields label="New password" confirmLabel="Confirm new password" />
      <Button type="primary" htmlType="submit" loading={busy}>
        Change password
      </Button>
    </Form>
  );
}
