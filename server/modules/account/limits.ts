import type { RateRule } from '../../rate-limit';

const HOUR = 60 * 60_000;

/** Data exports by one user: each gathers every table the user appears in. */
export const DATA_EXPORTS: RateRule = {
  name: 'data-exports',
  max: 3,
  windowMs: HOUR,
  message: (wait) => `You have downloaded your data several times already. Please try again in ${wait}.`,
  code: 'TOO_MANY_EXPORTS',
};

/** Deletion attempts by one user (each checks the password). */
export const DELETION_ATTEMPTS: RateRule = {
  name: 'account-deletions',
  max: 5,
  windowMs: HOUR,
  message: (wait) => `Too many attempts. Please try again in ${wait}.`,
  code: 'TOO_MANY_DELETION_ATTEMPTS',
};
