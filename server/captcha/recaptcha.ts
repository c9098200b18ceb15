import { HttpError } from '../http/errors';
import type { CaptchaProvider, CaptchaVerdict } from './provider';

export const GOOGLE_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const TIMEOUT_MS = 5000;

const unavailable = () => new HttpError(502, 'The captcha service could not be reached. Please try again in a moment.', 'CAPTCHA_UNAVAILABLE');

/**
 * Google reCAPTCHA (v2 checkbox and v3 score share the siteverify call): `secret`, `response` and `remoteip`,
 * form-encoded, answered by {success, score?, action?, 'error-codes'?}.
 */
export class GoogleRecaptcha implements CaptchaProvider {
  constructor(private readonly verifyUrl: string = GOOGLE_VERIFY_URL) {}

  async verify(token: string, secret: string, remoteIp?: string): Promise<CaptchaVerdict> {
    const form = new URLSearchParams({ secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    let answer: unknown;
    try {
      const res = await fetch(this.verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!res.ok) throw unavailable();
      answer = await res.json();
    } catch {
      throw unavailable();
    }
    if (!answer || typeof answer !== 'object' || typeof (answer as { success?: unknown }).success !== 'boolean') throw unavailable();
    const { success, score, action, 'error-codes': errorCodes } = answer as Record<string, unknown>;
    return {
      success: success as boolean,
      score: typeof score === 'number' ? score : undefined,
      action: typeof action === 'string' ? action : undefined,
      errorCodes: Array.isArray(errorCodes) ? errorCodes.filter((c): c is string => typeof c === 'string') : [],
    };
  }
}
