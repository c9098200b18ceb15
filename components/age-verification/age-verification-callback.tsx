import { useEffect, useRef } from 'react';
import { ageVerificationRequired } from '../../redux/auth/slice';
import { ageVerificationActions } from '../../redux/age-verification/slice';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import LightButton from '../common/light-button';
import LightResult from '../common/light-result';
import LightSpin from '../common/light-spin';

/** The provider did not answer the server: the verification stays pending, and this same answer may go through later. */
const PROVIDER_UNAVAILABLE = 'AGE_VERIFICATION_UNAVAILABLE';

/**
 * Where the provider sends the browser back (?code&state): the answer goes to the server once (never
 * again by itself); verified goes on to /home (see the callback saga), anything else offers another try.
 */
export default function AgeVerificationCallback({ code, state }: { code: string; state: string }) {
  const dispatch = useAppDispatch();
  const callback = useAppSelector((s) => s.ageVerification.callback);
  // An answer works once: never send it twice (React's strict mode runs mount effects twice in development).
  const sentFor = useRef<string | null>(null);
  const complete = Boolean(code && state);

  const send = () => dispatch(ageVerificationActions.callbackRequested({ code, state }));
  useEffect(() => {
    if (!complete || sentFor.current === state) return;
    sentFor.current = state;
    send();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- sent once per answer, guarded by sentFor
  }, [complete, code, state]);

  const tryAgain = (
    <LightButton type="primary" size="large" onClick={() => dispatch(ageVerificationRequired())} data-testid="age-callback-try-again">
      Try again
    </LightButton>
  );

  if (!complete) {
    return (
      <LightResult
        status="error"
        title="We could not verify your age"
        subTitle="This verification link is incomplete."
        extra={tryAgain}
        data-testid="age-callback-error"
      />
    );
  }
  if (callback.error) {
    const unavailable = callback.error.code === PROVIDER_UNAVAILABLE;
    return (
      <LightResult
        status={unavailable ? 'warning' : 'error'}
        title={unavailable ? 'The verification provider did not answer' : 'We could not finish your age verification'}
        subTitle={unavailable ? `${callback.error.message} Your verification is kept; you can check again in a moment.` : callback.error.message}
        extra={
          unavailable ? (
            <LightButton type="primary" size="large" onClick={send} data-testid="age-callback-check-again">
              Check again
            </LightButton>
          ) : (
            tryAgain
          )
        }
        data-testid="age-callback-error"
      />
    );
  }
  const result = callback.data;
  if (result && !result.verified) {
    return (
      <LightResult
        status="error"
        title="We could not verify your age"
        subTitle="The provider could not confirm that you are over 18. You can try again, with another method if the provider offers one."
        extra={tryAgain}
        data-testid="age-callback-failed"
      />
    );
  }
  if (result) {
    return <LightResult status="success" title="Your age has been verified" subTitle="Taking you to the site…" data-testid="age-callback-verified" />;
  }
  return <LightResult icon={<LightSpin size="large" />} title="Checking your age verification…" data-testid="age-callback-pending" />;
}
