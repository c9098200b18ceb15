import type { ServiceOptions } from '../../lib/request-options';
import { ageVerificationService } from '../../services/age-verification.service';
import type { AgeVerificationEnabled } from '../../types/age-verification';

/**
 * Whether this visitor must verify their age (the server decides from their country), and that country.
 * Spec 7: a failing check is logged and treated as enabled, so that an outage never lets unverified visitors through.
 */
export async function checkAgeVerification(options: ServiceOptions = {}): Promise<AgeVerificationEnabled> {
  try {
    const result = await ageVerificationService.enabled(options);
    return { enabled: Boolean(result.enabled), country: result.country ?? null };
  } catch (error) {
    console.error('Age verification status check failed; treating it as enabled.', error);
    return { enabled: true, country: null };
  }
}

export async function verificationApplies(options: ServiceOptions = {}): Promise<boolean> {
  return (await checkAgeVerification(options)).enabled;
}
