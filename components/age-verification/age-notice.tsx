import { ageVerificationRequired } from '../../redux/auth/slice';
import { useAppDispatch } from '../../redux/hooks';
import ButtonLink from '../common/button-link';
import LightButton from '../common/light-button';
import { useSignInFirst } from '../common/use-sign-in-first';
import styles from './age-verification.module.css';

/**
 * "Verify your age to {action}": why, and the way on: the age prompt for a user, logging in (and back here) for a
 * visitor. Under an age gate's card, and in place of a locked post's unlock offer.
 */
export default function AgeNotice({ action }: { action: string }) {
  const dispatch = useAppDispatch();
  const { loggedIn, loginHref } = useSignInFirst();
  return (
    <div className={styles.gateNotice} data-testid="age-notice">
      <div className={styles.gateText}>
        <strong>Verify your age to {action}</strong>
        <span>This content is for adults. The law in your country requires an age check by an independent provider.</span>
      </div>
      {loggedIn ? (
        <LightButton type="primary" size="large" onClick={() => dispatch(ageVerificationRequired())} data-testid="age-gate-verify">
          Verify my age
        </LightButton>
      ) : (
        <ButtonLink href={loginHref} type="primary" size="large" data-testid="age-gate-login">
          Log in to verify
        </ButtonLink>
      )}
    </div>
  );
}
