import { api } from './api-request';

// Response shapes other than `enabled` are not fixed yet; callers get the envelope's data as-is.
export const ageVerificationService = {
  enabled: async () => (await api.get<{ enabled: boolean }>('/users/verifymyage/enabled')).data,
  start: async (userId: string, country: string) =>
    (await api.post<Record<string, unknown>>('/users/verifymyage/start', { userId, country })).data,
  status: async () => (await api.get<Record<string, unknown>>('/users/verifymyage/status')).data,
  recheck: async () => (await api.post<Record<string, unknown>>('/users/verifymyage/recheck', {})).data,
  callback: async (code: string, state: string) =>
    (await api.get<Record<string, unknown>>('/users/verifymyage/callback', { query: { code, state } })).data,
};
