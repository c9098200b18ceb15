import type { AgeVerificationEnv } from '../../config';
import { HttpError } from '../../http/errors';
import type { SettingsService } from '../settings/service';
import { VERIFYMYAGE_PRODUCTION_URL, type VerifyMyAgeKeys } from '../../age-verification/verifymyage';

export type ProviderName = 'simulator' | 'verifymyage';

/** The age-verification settings, each from the environment when set there, else from the stored settings. */
export class AgeVerificationSettings {
  constructor(
    private readonly settings: SettingsService,
    private readonly env: AgeVerificationEnv,
  ) {}

  async enabled(): Promise<boolean> {
    return this.env.enabled ?? (await this.settings.get('ageVerificationEnabled', false));
  }

  /** Upper-case ISO codes; empty: every country. */
  async countries(): Promise<string[]> {
    const stored = this.env.countries ?? (await this.settings.get<unknown>('ageVerificationCountries', []));
    return Array.isArray(stored) ? stored.filter((c): c is string => typeof c === 'string').map((c) => c.toUpperCase()) : [];
  }

  async provider(): Promise<ProviderName> {
    const name = this.env.provider ?? (await this.settings.get('ageVerificationProvider', 'simulator'));
    return name === 'verifymyage' ? 'verifymyage' : 'simulator';
  }

  /** The client's keys at VerifyMyAge; without them the provider cannot be used (a 503 naming what is missing). */
  async verifyMyAgeKeys(): Promise<VerifyMyAgeKeys> {
    const [clientId, clientSecret, baseUrl] = await Promise.all([
      this.env.clientId ?? this.settings.get('verifyMyAgeClientId', ''),
      this.env.clientSecret ?? this.settings.get('verifyMyAgeClientSecret', ''),
      this.env.baseUrl ?? this.settings.get('verifyMyAgeBaseUrl', VERIFYMYAGE_PRODUCTION_URL),
    ]);
    if (!clientId || !clientSecret) {
      throw new HttpError(503, 'Age verification is not configured yet. Please try again later.', 'AGE_VERIFICATION_NOT_CONFIGURED');
    }
    return { clientId, clientSecret, baseUrl: baseUrl || VERIFYMYAGE_PRODUCTION_URL };
  }
}
