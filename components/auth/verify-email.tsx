import { useEffect, useState } from 'react';
import { loginPath, recallReturnPath } from '../../lib/return-path';
import { authService } from '../../services/auth.service';
import ButtonLink from '../common/button-link';
import LightResult from '../common/light-result';
import LightSpin from '../common/light-spin';
import ResendVerificationForm from './resend-verification-form';
import { useLinkToken } from './use-link-token';
import styles from './forms.module.css';

/** POST /auth/email-verification {token} once on load; success offers log in, failure offers a new link. */
export default function VerifyEmail({ token }: { token: string }) {
  const { submitting, error, result } = useLinkToken(token, authService.verifyEmail);
  // The page the visitor registered from (read once mounted: it is in this browser's storage).
  const [returnTo, setReturnTo] = useState<string | null>(null);
  useEffect(() => setReturnTo(recallReturnPath()), []);

  if (result) {
    return (
      <LightResult
        status="success"
        title={result.alreadyVerified ? 'Already verified: log in' : 'Your email has been verified'}
        subTitle={result.alreadyVerified ? 'This link was used before: your email address is verified.' : 'Thanks! Your account is ready.'}
        data-testid="verify-email-success"
        extra={
          <ButtonLink href={loginPath(returnTo)} type="primary" size="large">
            Log in
          </ButtonLink>
        }
      />
    );
  }

  const pending = Boolean(token) && (submitting || !error);
  return (
    <div data-testid="verify-email-status">
      {pending ? (
        <LightResult icon={<LightSpin size="large" />} title="Verifying your email…" />
      ) : (
        <LightResult
          status="error"
          title="We could not verify your email"
          subTitle={error || 'This verification link is incomplete.'}
          data-testid="verify-email-error"
        />
      )}
      {!pending && (
        <>
          <hr className={styles.divider} />
          <p className={styles.secondary}>Need a new link? Enter your email and we will send one.</p>
          <ResendVerificationForm />
        </>
      )}
    </div>
  );
}
