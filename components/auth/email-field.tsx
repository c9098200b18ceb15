import FormItem from '../form/form-item';
import LightInput from '../form/light-input';
import type { LightFormApi } from '../form/use-light-form';
import { email, required } from '../form/validation';

/** The rules of the field: give them to the form's useLightForm. */
export const EMAIL_RULES = {
  email: [required('Please enter your email'), email('Please enter a valid email')],
};

interface Props {
  form: Pick<LightFormApi<{ email: string }>, 'item' | 'input'>;
  autoFocus?: boolean;
}

/** The account's email address (register, forgot password, resend verification). Field name: email. */
export default function EmailField({ form, autoFocus }: Props) {
  return (
    <FormItem label="Email" {...form.item('email')}>
      <LightInput {...form.input('email')} type="email" autoComplete="email" autoFocus={autoFocus} />
    </FormItem>
  );
}
