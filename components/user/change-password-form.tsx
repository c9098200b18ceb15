import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { passwordUpdateRequested } from '../../redux/user/slice';
import PasswordFields, { PASSWORD_DEPENDENCIES, PASSWORD_RULES } from '../auth/password-fields';
import LightButton from '../common/light-button';
import LightForm from '../form/light-form';
import { useLightForm } from '../form/use-light-form';

export default function ChangePasswordForm({ busy }: { busy: boolean }) {
  const dispatch = useAppDispatch();
  const updatedPassword = useAppSelector((s) => s.user.updatedPassword);
  const form = useLightForm({
    name: 'change-password',
    initialValues: { password: '', confirm: '' },
    rules: PASSWORD_RULES,
    dependencies: PASSWORD_DEPENDENCIES,
    onSubmit: ({ password }) => dispatch(passwordUpdateRequested({ password })),
  });
  const { reset } = form;

  useEffect(() => {
    if (updatedPassword) reset();
  }, [updatedPassword, reset]);

  return (
    <LightForm {...form.formProps} data-testid="password-form">
      <PasswordFields form={form} label="New password" confirmLabel="Confirm new password" />
      <LightButton type="primary" htmlType="submit" loading={busy}>
        Change password
      </LightButton>
    </LightForm>
  );
}
