import type { AgeVerificationEnabled } from '../types/auth';
import { ENDPOINTS, to } from './endpoints';
import { send } from './fetch-helpers';

/** Whether logins must pass age verification. The verification flow itself comes with its own issue. */
export const ageVerificationService = {
  enabled: async () => (await send<AgeVerificationEnabled>(to(ENDPOINTS.ageVerification.enabled))).data,
};
