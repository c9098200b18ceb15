import { createHash } from 'node:crypto';
import type { RateLimit, RateRule } from '../../rate-limit';

const MINUTE = 60_000;

/** Requests to one auth route (register, verification, forgot and reset password) from one address. */
export const authRequestsPerAddress = (perMinute: number): RateRule => ({
  name: 'auth-requests',
  max: perMinute,
  windowMs: MINUTE,
  message: (wait) => `Too many requests from your address. Please try again in ${wait}.`,
  code: 'TOO_MANY_REQUESTS',
});

// Failed logins (OWASP's advice: count failures only, per address and account, per account, per address).
// One message for all three, which says nothing about whether the account exists.
const failedLogins = (name: string, max: number, windowMs: number): RateRule => ({
  name,
  max,
  windowMs,
  message: (wait) => `Too many failed login attempts. Please try again in ${wait}, or reset your password.`,
  code: 'TOO_MANY_LOGIN_ATTEMPTS',
});

export const LOGIN_FAILURE_RULES = {
  /** One address guessing one account: enough for someone who mistyped, too few for a guesser. */
  addressAndAccount: failedLogins('login-failures:address+account', 5, 15 * MINUTE),
  /** One account guessed from many addresses; moderate, so a guesser cannot keep its owner out for long. */
  account: failedLogins('login-failures:account', 20, 60 * MINUTE),
  /** One address trying many accounts; high, as offices and mobile carriers put many people behind one address. */
  address: failedLogins('login-failures:address', 100, 60 * MINUTE),
};

/** Failed logins from one address after which, when the captcha is on, a login needs a captcha token. */
export const CAPTCHA_AFTER_FAILED_LOGINS = 3;

/** Password changes (each attempt, right or wrong current password) by one user. */
export const PASSWORD_CHANGES: RateRule = {
  name: 'password-changes',
  max: 5,
  windowMs: 15 * MINUTE,
  message: (wait) => `Too many password changes. Please try again in ${wait}.`,
  code: 'TOO_MANY_PASSWORD_CHANGES',
};

/** E-mail change requests (each attempt, right or wrong password) by one user: a signed-in session cannot probe addresses. */
export const EMAIL_CHANGES: RateRule = {
  name: 'email-changes',
  max: 5,
  windowMs: 60 * MINUTE,
  message: (wait) => `Too many email change requests. Please try again in ${wait}.`,
  code: 'TOO_MANY_EMAIL_CHANGES',
};

/** Mails about an account (reset link, verification, sign-up attempt) to one address: nobody can flood an inbox. */
export const ACCOUNT_MAILS: RateRule = {
  name: 'account-mails',
  max: 5,
  windowMs: 60 * MINUTE,
  message: (wait) => `Too many mails to this address. Please try again in ${wait}.`,
  code: 'TOO_MANY_MAILS',
};

/** Counter keys carry a digest of the name or address typed, never the name itself. */
export const accountKey = (login: string) => createHash('sha256').update(login.trim().toLowerCase()).digest('hex').slice(0, 32);

/** The three failed-login counters of an attempt from `address` to log in as `login` (username or e-mail, as typed). */
export function loginFailureLimits(address: string, login: string): { addressAndAccount: RateLimit; account: RateLimit; address: RateLimit } {
  const account = accountKey(login);
  return {
    addressAndAccount: { rule: LOGIN_FAILURE_RULES.addressAndAccount, key: `${address}|${account}` },
    account: { rule: LOGIN_FAILURE_RULES.account, key: account },
    address: { rule: LOGIN_FAILURE_RULES.address, key: address },
  };
}
