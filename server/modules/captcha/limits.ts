import type { RateRule } from '../../rate-limit';

/** Captcha checks asked of the provider from one address: a form needs one each try; more is someone using our key. */
export const CAPTCHA_CHECKS: RateRule = {
  name: 'captcha-checks',
  max: 30,
  windowMs: 60_000,
  message: (wait) => `Too many captcha checks from this address. Please try again in ${wait}.`,
  code: 'TOO_MANY_CAPTCHA_CHECKS',
};
