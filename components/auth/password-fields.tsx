import { Form, Input } from 'antd';
import { PASSWORD_MIN_LENGTH } from '../../lib/constants';

interface Props {
  label?: string;
  confirmLabel?: string;
}

/** A new password and its confirmation (register, reset and change password). Field names: password, confirm. */
export default function PasswordFields({ label = 'Password', confirmLabel = 'Confirm password' }: Props) {
  return (
    <>
      <Form.Item
        name="password"
        label={label}
        hasFeedback
        rules={[
          { required: true, message: 'Please enter a password' },
          { min: PASSWORD_MIN_LENGTH, message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={confirmLabel}
        dependencies={['password']}
        hasFeedback
        rules={[
          { required: true, message: 'Please confirm the password' },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              !value || getFieldValue('password') === value
                ? Promise.resolve()
                : Promise.reject(new Error('The two passwords do not match')),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
