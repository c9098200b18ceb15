import type { AgeVerificationProvider } from '../../age-verification/provider';
import type { AgeVerificationSimulator } from '../../age-verification/simulator';
import { VerifyMyAge } from '../../age-verification/verifymyage';
import type { AgeVerificationSettings, ProviderName } from './settings';

/** The provider new verifications go to (the settings choose), and the one an attempt was started with. */
export class AgeProviders {
  constructor(
    private readonly settings: AgeVerificationSettings,
    readonly simulator: AgeVerificationSimulator,
  ) {}

  async current(): Promise<AgeVerificationProvider> {
    return this.named(await this.settings.provider());
  }

  /** An attempt finishes with the provider it started with, even if the setting changed meanwhile. */
  async named(name: string): Promise<AgeVerificationProvider> {
    if ((name as ProviderName) === 'verifymyage') return new VerifyMyAge(await this.settings.verifyMyAgeKeys());
    return this.simulator;
  }
}
