import { useEffect } from 'react';
import { sessionRestored } from '../../redux/auth/slice';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { accountService } from '../../services/account.service';
import { userService } from '../../services/user.service';
import ButtonLink from '../common/button-link';
import LightResult from '../common/light-result';
import LightSpin from '../common/light-spin';
import { useLinkToken } from './use-link-token';

/** The link mailed to a new address: confirms it once on load; a failure says why (asked again from the account page). */
export default function ConfirmEmailChange({ token }: { token: string }) {
  const { submitting, error, result } = useLinkToken(token, accountService.confirmEmailChange);
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  // Signed in here: the account as this browser keeps it takes the new address (the account page shows it).
  useEffect(() => {
    if (!result || !loggedIn) return;
    userService
      .me()
      .then((user) => dispatch(sessionRestored(user)))
      .catch((error: unknown) => console.error('Reloading the account failed.', error));
  }, [result, loggedIn, dispatch]);

  if (result) {
    return (
      <LightResult
        status="success"
        title="Your email address has changed"
        subTitle={`Your account now uses ${result.email}.`}
        data-testid="confirm-email-success"
        extra={
          <ButtonLink href="/user/account" type="primary" size="large">
            Go to my account
          </ButtonLink>
        }
      />
    );
  }
  if (token && (submitting || !error)) return <LightResult icon={<LightSpin size="large" />} title="Confirming your new email…" />;
  return (
    <LightResult
      status="error"
      title="We could not change your email"
      subTitle={`${error || 'This link is incomplete.'} You can ask for a new link on your account page.`}
      data-testid="confirm-email-error"
      extra={
        <ButtonLink href="/user/account" size="large">
          Go to my account
        </ButtonLink>
      }
    />
  );
}
