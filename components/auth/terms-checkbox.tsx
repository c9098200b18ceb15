import type { ChangeEvent, Ref } from 'react';
import Link from '../common/link';
import LightCheckbox from '../form/light-checkbox';
import styles from './terms-checkbox.module.css';

/** Where the footer's "Terms of service" leads (a page the site publishes as a post). */
export const TERMS_PATH = '/posts/terms';

interface Props {
  id: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  ref: Ref<HTMLInputElement>;
  errors: readonly string[];
}

/** Sign-up's required "I am 18 or older and accept the Terms of Service", with its error under it. */
export default function TermsCheckbox({ errors, ...checkbox }: Props) {
  const helpId = `${checkbox.id}_help`;
  const invalid = errors.length > 0;
  return (
    <div className={styles.terms}>
      <LightCheckbox
        {...checkbox}
        aria-required
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? helpId : undefined}
        data-testid="register-terms"
      >
        I am 18 or older and accept the{' '}
        <Link href={TERMS_PATH} target="_blank" className={styles.link}>
          Terms of Service
        </Link>
      </LightCheckbox>
      {invalid && (
        <div id={helpId} className={styles.error}>
          {errors.join(' ')}
        </div>
      )}
    </div>
  );
}
