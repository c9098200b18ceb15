import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { passwordUpdateRequested } from '../../redux/user/slice';
import PasswordFields, { PASSWORD_DEPENDENCIES, PASSWORD_RULES } from '../auth/password-fields';
import LightButton from '../common/light-button';
import FormItem from '../form/form-item';
import LightForm from '../form/light-form';
import LightPasswordInput from '../form/light-password-input';
import { useLightForm } from '../form/use-light-form';
import { required } from '../form/validation';

export default function ChangePasswordForm({ busy }: { busy: boolean }) {
  const dispatch = useAppDispatch();
  const updatedPassword = useAppSelector((s) => s.user.updatedPassword);
  const form = useLightForm({
    name: 'change-password',
    initialValues: { currentPassword: '', password: '', confirm: '' },
    rules: { currentPassword: [required('Please enter your current password')], ...PASSWORD_RULES },
    dependencies: PASSWORD_DEPENDENCIES,
    onSubmit: ({ currentPassword, password }) => dispatch(passwordUpdateRequested({ currentPassword, password })),
  });
  const { reset } = form;

  useEffect(() => {
    if (updatedPassword) reset();
  }, [updatedPassword, reset]);

  return (
    <LightForm {...form.formProps} data-testid="password-form">
      <FormItem label="Current password" {...form.item('currentPassword')}>
        <LightPasswordInput {...form.input('currentPassword')} autoComplete="current-password" />
      </FormItem>
      <PasswordFields form={form} label="New password" confirmLabel="Confirm new password" />
      <LightButton type="primary" htmlType="submit" loading={busy}>
        Change password
      </LightButton>
    </LightForm>
  );
}
