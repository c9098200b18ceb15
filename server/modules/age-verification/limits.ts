import type { RateRule } from '../../rate-limit';

/** Verifications one user starts: each sends them to the provider; more than this is a loop or abuse of our account there. */
export const AGE_VERIFICATION_STARTS: RateRule = {
  name: 'age-verification-starts',
  max: 20,
  windowMs: 60 * 60_000,
  message: (wait) => `Too many age verifications started. Please try again in ${wait}.`,
  code: 'TOO_MANY_AGE_VERIFICATIONS',
};

/** The simulator's buttons, per address. */
export const SIMULATOR_DECISIONS: RateRule = {
  name: 'age-simulator-decisions',
  max: 60,
  windowMs: 60 * 60_000,
  message: (wait) => `Too many simulated verifications from this address. Please try again in ${wait}.`,
  code: 'TOO_MANY_AGE_VERIFICATIONS',
};
