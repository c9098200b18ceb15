import { Button } from 'antd';
import { DELETION_CONFIRMATION } from '../../lib/constants';
import { notify } from '../../lib/notify';
import { logoutRequested } from '../../redux/auth/slice';
import { useAppDispatch } from '../../redux/hooks';
import { accountService } from '../../services/account.service';
import LightAlert from '../common/light-alert';
import { useSubmit } from '../common/use-submit';
import FormItem from '../form/form-item';
import LightForm from '../form/light-form';
import LightInput from '../form/light-input';
import LightPasswordInput from '../form/light-password-input';
import { useLightForm } from '../form/use-light-form';
import { required, type Rule } from '../form/validation';
import styles from './account-sections.module.css';

const typedConfirmation: Rule = {
  message: `Type ${DELETION_CONFIRMATION} to confirm`,
  test: (value) => value === '' || value.trim().toUpperCase() === DELETION_CONFIRMATION,
};

/** The account page's "Delete account": what goes and what stays, then the password and a typed confirmation. */
export default function DeleteAccountSection() {
  const dispatch = useAppDispatch();
  const { submitting, error, submit } = useSubmit(accountService.deleteAccount);
  const form = useLightForm({
    name: 'delete-account',
    initialValues: { password: '', confirmation: '' },
    rules: {
      password: [required('Please enter your password')],
      confirmation: [required(`Type ${DELETION_CONFIRMATION} to confirm`), typedConfirmation],
    },
    onSubmit: async (values) => {
      if (!(await submit(values))) return;
      notify.success('Your account has been deleted.');
      // The server has ended every session already: this clears this browser's token and leaves the account pages.
      dispatch(logoutRequested());
    },
  });

  return (
    <div data-testid="delete-account-section">
      <p className={styles.lead}>Deleting your account cannot be undone.</p>
      <ul className={styles.consequences}>
        <li>Your profile, pictures, email choices and signed-in devices are removed; you are logged out everywhere.</li>
        <li>Your username and email address are freed. Your comments stay, shown as by “Deleted user”.</li>
        <li>Records of your orders stay without your name or address, as the law and the performers’ accounts require.</li>
        <li>Cancel any renewing subscription first. Performer accounts are closed by our support team.</li>
      </ul>
      {error && <LightAlert type="error" showIcon className={styles.notice} title={error} data-testid="delete-account-error" />}
      <LightForm {...form.formProps} data-testid="delete-account-form">
        <div className={styles.fields}>
          <FormItem label="Your password" {...form.item('password')}>
            <LightPasswordInput {...form.input('password')} autoComplete="current-password" />
          </FormItem>
          <FormItem label={`Type ${DELETION_CONFIRMATION} to confirm`} {...form.item('confirmation')}>
            <LightInput {...form.input('confirmation')} autoComplete="off" spellCheck={false} />
          </FormItem>
        </div>
        <Button danger type="primary" htmlType="submit" loading={submitting} data-testid="delete-account-submit">
          Delete my account
        </Button>
      </LightForm>
    </div>
  );
}
