import type { ServiceOptions } from '../../lib/request-options';
import { ageVerificationService } from '../../services/age-verification.service';

/**
 * Whether this visitor must verify their age (the server decides from their country). Spec 7: a failing
 * check is logged and treated as enabled, so that an outage never lets unverified visitors through.
 */
export async function verificationApplies(options: ServiceOptions = {}): Promise<boolean> {
  try {
    const result = await ageVerificationService.enabled(options);
    return Boolean(result.enabled);
  } catch (error) {
    console.error('Age verification status check failed; treating it as enabled.', error);
    return true;
  }
}
