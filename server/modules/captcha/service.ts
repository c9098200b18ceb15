import type { CaptchaProvider } from '../../captcha/provider';
import { badRequest, forbidden } from '../../http/errors';
import type { SettingsService } from '../settings/service';

export type CaptchaVersion = 'v2' | 'v3';

export interface CaptchaCheck {
  success: boolean;
  /** v3 only. */
  score?: number;
}

/**
 * The site's captcha: off by default (the `recaptchaEnabled` setting). When on, a token passes when the provider
 * says so and, for v3, its score reaches the `recaptchaThreshold` setting (0.5 by default).
 */
export class CaptchaService {
  constructor(
    private readonly settings: SettingsService,
    private readonly provider: CaptchaProvider,
    /** RECAPTCHA_SECRET_KEY, over the recaptchaSecretKey setting. */
    private readonly secretFromEnv: string | null,
  ) {}

  enabled(): Promise<boolean> {
    return this.settings.get('recaptchaEnabled', false);
  }

  /** Asks the provider about a token (the captcha must be on). Provider trouble throws a 502-class HttpError. */
  async check(token: string, remoteIp?: string): Promise<CaptchaCheck> {
    const [version, threshold, storedSecret] = await Promise.all([
      this.settings.get<CaptchaVersion>('recaptchaVersion', 'v2'),
      this.settings.get('recaptchaThreshold', 0.5),
      this.settings.get('recaptchaSecretKey', ''),
    ]);
    const verdict = await this.provider.verify(token, this.secretFromEnv ?? storedSecret, remoteIp);
    if (version !== 'v3') return { success: verdict.success };
    // A v3 answer without a score (a v2 token sent to a v3 site) does not pass.
    return { success: verdict.success && (verdict.score ?? -1) >= threshold, score: verdict.score };
  }

  /**
   * The gate of register, contact and guarded logins: nothing to do when the captcha is off; else a missing token
   * is a 400 CAPTCHA_REQUIRED and one that does not pass a 403 CAPTCHA_FAILED.
   */
  async require(token: string | undefined, remoteIp?: string): Promise<void> {
    if (!(await this.enabled())) return;
    if (!token) throw badRequest('Please complete the captcha ("I am not a robot") and try again.', 'CAPTCHA_REQUIRED');
    const { success } = await this.check(token, remoteIp);
    if (!success) throw forbidden('The captcha could not confirm you are a person. Please complete it again.', 'CAPTCHA_FAILED');
  }
}
