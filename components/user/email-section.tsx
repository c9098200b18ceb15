import { useEffect, useState } from 'react';
import { formatDate } from '../../lib/format';
import { useAppSelector } from '../../redux/hooks';
import { accountService } from '../../services/account.service';
import type { PendingEmailChange } from '../../types/account';
import LightAlert from '../common/light-alert';
import LightButton from '../common/light-button';
import { useSubmit } from '../common/use-submit';
import FormItem from '../form/form-item';
import LightForm from '../form/light-form';
import LightInput from '../form/light-input';
import LightPasswordInput from '../form/light-password-input';
import { useLightForm } from '../form/use-light-form';
import { email, required } from '../form/validation';
import styles from './account-sections.module.css';

const NONE: PendingEmailChange = { pendingEmail: null, expiresAt: null };

/**
 * The account page's "Email address": the current one, a change waiting for its link (which can be withdrawn),
 * and the form that asks for one (the new address and the password). The address changes once the link is followed.
 */
export default function EmailSection() {
  const current = useAppSelector((s) => s.user.current.email);
  const [pending, setPending] = useState<PendingEmailChange>(NONE);
  const request = useSubmit(accountService.requestEmailChange);
  const withdraw = useSubmit(accountService.withdrawEmailChange);

  useEffect(() => {
    accountService
      .pendingEmailChange()
      .then(setPending)
      .catch((error: unknown) => console.error('Loading the pending email change failed.', error));
  }, []);

  const form = useLightForm({
    name: 'email-change',
    initialValues: { newEmail: '', password: '' },
    rules: {
      newEmail: [required('Please enter the new address'), email('Please enter a valid email')],
      password: [required('Please enter your current password')],
    },
    onSubmit: async ({ newEmail, password }) => {
      const next = await request.submit({ email: newEmail.trim(), password });
      if (next) {
        setPending(next);
        form.reset();
      }
    },
  });

  const onWithdraw = async () => {
    const next = await withdraw.submit();
    if (next) setPending(next);
  };

  return (
    <div data-testid="email-section">
      <p className={styles.lead}>
        Your account uses{' '}
        <strong className={styles.address} data-testid="email-current">
          {current}
        </strong>
        .
      </p>
      {pending.pendingEmail && (
        <LightAlert
          type="info"
          showIcon
          className={styles.notice}
          title="Waiting for confirmation"
          description={
            <>
              <p className={styles.pendingText}>
                We sent a link to{' '}
                <strong className={styles.address} data-testid="email-pending">
                  {pending.pendingEmail}
                </strong>
                {pending.expiresAt ? `, valid until ${formatDate(pending.expiresAt)}` : ''}. Your address changes when it is followed.
              </p>
              <LightButton size="small" onClick={onWithdraw} loading={withdraw.submitting} data-testid="email-withdraw">
                Cancel change
              </LightButton>
            </>
          }
          data-testid="email-pending-notice"
        />
      )}
      {(request.error || withdraw.error) && (
        <LightAlert type="error" showIcon className={styles.notice} title={request.error || withdraw.error} data-testid="email-error" />
      )}
      <LightForm {...form.formProps} data-testid="email-form">
        <div className={styles.fields}>
          <FormItem label="New email address" {...form.item('newEmail')}>
            <LightInput {...form.input('newEmail')} type="email" autoComplete="email" />
          </FormItem>
          <FormItem label="Current password" {...form.item('password')}>
            <LightPasswordInput {...form.input('password')} autoComplete="current-password" />
          </FormItem>
        </div>
        <LightButton type="primary" htmlType="submit" loading={request.submitting}>
          Send confirmation link
        </LightButton>
      </LightForm>
    </div>
  );
}
