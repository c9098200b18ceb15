import { api } from './api-request';

/** Whether logins must pass age verification. The verification flow itself comes with its own issue. */
export const ageVerificationService = {
  enabled: async () => (await api.get<{ enabled: boolean }>('/users/verifymyage/enabled')).data,
};
