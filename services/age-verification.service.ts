import type { AgeVerificationEnabled } from '../types/auth';
import { to } from './endpoint';
import { send } from './fetch-helpers';

const AGE_VERIFICATION_ENABLED = 'GET /users/verifymyage/enabled';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { AGE_VERIFICATION_ENABLED };

/** Whether logins must pass age verification. The verification flow itself comes with its own issue. */
export const ageVerificationService = {
  enabled: async () => (await send<AgeVerificationEnabled>(to(AGE_VERIFICATION_ENABLED))).data,
};
