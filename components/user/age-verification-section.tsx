import { Button, Typography } from 'antd';
import Tag from '../common/light-tag';
import { useEffect, type ReactNode } from 'react';
import { formatDate } from '../../lib/format';
import { ageVerificationRequired } from '../../redux/auth/slice';
import { ageVerificationActions } from '../../redux/age-verification/slice';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import LightAlert from '../common/light-alert';
import styles from '../age-verification/age-verification.module.css';

const PROVIDER_NAMES: Record<string, string> = { verifymyage: 'VerifyMyAge', simulator: 'the age verification simulator' };
const providerName = (provider: string | null) => (provider ? (PROVIDER_NAMES[provider] ?? provider) : 'the provider');

/** The account page's "Age verification": the status (it can be rechecked) and the way to verify when it applies. */
export default function AgeVerificationSection() {
  const dispatch = useAppDispatch();
  const { data: status, requesting, error } = useAppSelector((s) => s.ageVerification.status);
  const applies = useAppSelector((s) => s.ageVerification.check.data?.enabled ?? false);

  useEffect(() => {
    dispatch(ageVerificationActions.statusRequested());
    dispatch(ageVerificationActions.checkRequested());
  }, [dispatch]);

  const verify = (
    <Button type="primary" onClick={() => dispatch(ageVerificationRequired())} data-testid="account-age-verify">
      Verify my age
    </Button>
  );

  let body: ReactNode = null;
  if (status?.verified) {
    body = (
      <p className={styles.text}>
        <Tag color="success">Verified</Tag> on {formatDate(status.verifiedAt)} by {providerName(status.provider)}.
      </p>
    );
  } else if (status?.status === 'pending') {
    body = (
      <>
        <p className={styles.text}>
          <Tag color="processing">Pending</Tag> Waiting for an answer from {providerName(status.provider)}.
        </p>
        <Button loading={requesting} onClick={() => dispatch(ageVerificationActions.recheckRequested())} data-testid="account-age-recheck">
          Check again
        </Button>
      </>
    );
  } else if (status) {
    body = (
      <>
        <p className={styles.text}>
          {status.status === 'failed' ? <Tag color="error">Failed</Tag> : <Tag>Not verified</Tag>}{' '}
          {applies ? 'The law in your country requires an age check before you can see adult content.' : 'No age check is required in your country.'}
        </p>
        {applies && verify}
      </>
    );
  }

  return (
    <div data-testid="account-age-verification">
      {error && <LightAlert className={styles.alert} type="error" showIcon title={error.message} />}
      {body ?? (requesting && <Typography.Text type="secondary">Loading…</Typography.Text>)}
    </div>
  );
}
