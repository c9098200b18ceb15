import { useState } from 'react';
import { MESSAGES } from '../../lib/constants';
import { errorMessage } from '../../lib/errors';
import { leaveSite } from '../../lib/navigation';
import { ageVerificationService } from '../../services/age-verification.service';
import type { SimulatorDecisionPayload } from '../../types/age-verification';
import LightAlert from '../common/light-alert';
import LightButton from '../common/light-button';
import styles from './age-verification.module.css';

type Outcome = SimulatorDecisionPayload['outcome'];

interface Props {
  /** The verification this page decides (the provider's `state`). */
  state: string;
  /** The country the site sent, upper case; empty when none. */
  country: string;
  /** Who asked (the provider's `client_id`). */
  clientId: string;
}

/**
 * The built-in simulator's authorize page, standing for the provider's: no check is made, the visitor
 * picks the outcome, and the browser goes back to the site's callback page as from a real provider.
 */
export default function SimulatorView({ state, country, clientId }: Props) {
  const [deciding, setDeciding] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  const decide = async (outcome: Outcome) => {
    setDeciding(outcome);
    setError(null);
    try {
      const { redirectUrl } = await ageVerificationService.simulatorDecide({ state, outcome });
      leaveSite(redirectUrl);
    } catch (thrown) {
      setError(errorMessage(thrown, MESSAGES.genericError));
      setDeciding(null);
    }
  };

  return (
    <main className={styles.simulatorPage}>
      <section className={styles.simulator} aria-labelledby="simulator-title" data-testid="age-simulator">
        <p className={styles.simulatorBrand}>Age check provider</p>
        <h1 id="simulator-title" className={styles.simulatorTitle}>
          Confirm your age
        </h1>
        <p className={styles.simulatorNote} role="note">
          Age verification simulator — no real check is made.
        </p>
        <dl className={styles.simulatorFacts}>
          <dt>Country</dt>
          <dd data-testid="age-simulator-country">{country || 'Not given'}</dd>
          {clientId && (
            <>
              <dt>Requested by</dt>
              <dd>{clientId}</dd>
            </>
          )}
        </dl>
        {!state && <LightAlert type="error" showIcon title="This link has no verification to decide (the state is missing)." />}
        {error && <LightAlert type="error" showIcon title={error} data-testid="age-simulator-error" />}
        <div className={styles.simulatorDecision}>
          <LightButton
            type="primary"
            size="large"
            block
            loading={deciding === 'verified'}
            disabled={!state || deciding !== null}
            onClick={() => void decide('verified')}
            data-testid="age-simulator-verify"
          >
            I am over 18 — verify
          </LightButton>
          <LightButton
            size="large"
            block
            loading={deciding === 'failed'}
            disabled={!state || deciding !== null}
            onClick={() => void decide('failed')}
            data-testid="age-simulator-fail"
          >
            Fail verification
          </LightButton>
        </div>
      </section>
    </main>
  );
}
