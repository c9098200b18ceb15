import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { MESSAGES } from '../../lib/constants';
import { authService } from '../../services/auth.service';
import LightAlert from '../common/light-alert';
import LightButton from '../common/light-button';
import styles from './forms.module.css';

type Sending = 'idle' | 'sending' | 'sent' | 'failed';

/** An address that a narrow box wraps at its @ (and its dots), not in the middle of a word. */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  const parts = (at > 0 ? [email.slice(0, at), email.slice(at)] : [email]).flatMap((part) => part.split(/(?=\.)/));
  return (
    <span className={styles.address}>
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && <wbr />}
          {part}
        </span>
      ))}
    </span>
  );
}

/** A login refused for an unverified address: says why, and sends the verification link again on request. */
export default function UnverifiedEmailNotice({ email }: { email: string | null }) {
  const [sending, setSending] = useState<Sending>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const resend = async () => {
    if (!email) return;
    setSending('sending');
    try {
      await authService.resendVerificationEmail(email);
      setSending('sent');
    } catch (error) {
      setFailure(errorMessage(error, MESSAGES.genericError));
      setSending('failed');
    }
  };
  const address = email && <EmailAddress email={email} />;
  const description =
    sending === 'sent' ? (
      <>A new link is on its way to {address}. Open it, then log in again.</>
    ) : (
      <>Open the link we sent{address && <> to {address}</>} when you registered, then log in again.</>
    );
  return (
    <LightAlert
      type={sending === 'failed' ? 'error' : 'warning'}
      showIcon
      className={styles.notice}
      title="Verify your email address first"
      description={failure ?? description}
      action={
        email &&
        sending !== 'sent' && (
          <LightButton size="small" loading={sending === 'sending'} onClick={resend} data-testid="resend-verification">
            Send the link again
          </LightButton>
        )
      }
      data-testid="unverified-email"
    />
  );
}
