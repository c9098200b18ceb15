import { PASSWORD_MIN_LENGTH } from '../../lib/constants';
import FormItem from '../form/form-item';
import LightPasswordInput from '../form/light-password-input';
import type { LightFormApi } from '../form/use-light-form';
import { minLength, required, sameAs } from '../form/validation';

export interface PasswordValues {
  password: string;
  confirm: string;
}

/** The rules of the two fields: give them (and PASSWORD_DEPENDENCIES) to the form's useLightForm. */
export const PASSWORD_RULES = {
  password: [required('Please enter a password'), minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)],
  confirm: [required('Please confirm the password'), sameAs<PasswordValues>('password', 'The two passwords do not match')],
};

/** The confirmation is checked again when the password changes. */
export const PASSWORD_DEPENDENCIES = { confirm: ['password'] } as const;

interface Props {
  form: Pick<LightFormApi<PasswordValues>, 'item' | 'input'>;
  label?: string;
  confirmLabel?: string;
}

/** A new password and its confirmation (register, reset and change password). Field names: password, confirm. */
export default function PasswordFields({ form, label = 'Password', confirmLabel = 'Confirm password' }: Props) {
  const password = form.input('password');
  const confirm = form.input('confirm');
  // A confirmation is only shown as right when the password it repeats is right too.
  const confirmStatus = confirm.status === 'success' && password.status !== 'success' ? undefined : confirm.status;
  return (
    <>
      <FormItem label={label} {...form.item('password')}>
        <LightPasswordInput {...password} autoComplete="new-password" feedback />
      </FormItem>
      <FormItem label={confirmLabel} {...form.item('confirm')}>
        <LightPasswordInput {...confirm} status={confirmStatus} autoComplete="new-password" feedback />
      </FormItem>
    </>
  );
}
