import type { LoginPayload, LoginResult, PasswordChangePayload, RegisterPayload, RegisterResult } from '../types/auth';
import { api } from './api-request';

// Anonymous calls: a 401 here means wrong credentials or token, not an expired session.
const anonymous = { redirectOnUnauthorized: false } as const;

export const authService = {
  login: async (payload: LoginPayload) => (await api.post<LoginResult>('/auth/login', payload, anonymous)).data,
  logout: async () => (await api.post<{ success: boolean }>('/auth/logout', {}, anonymous)).data,
  register: async (payload: RegisterPayload) =>
    (await api.post<RegisterResult>('/auth/users/register', payload, anonymous)).data,
  verifyEmail: async (token: string) =>
    (await api.post<{ verified: boolean }>('/auth/email-verification', { token }, anonymous)).data,
  resendVerificationEmail: async (email: string) =>
    (await api.post<{ sent: boolean }>('/auth/email-verification/resend', { email }, anonymous)).data,
  forgotPassword: async (email: string) =>
    (await api.post<{ sent: boolean }>('/auth/users/forgot', { email }, anonymous)).data,
  resetPassword: async (token: string, password: string) =>
    (await api.post<{ success: boolean }>('/auth/users/reset-password', { token, password }, anonymous)).data,
  changePassword: async (payload: PasswordChangePayload) =>
    (await api.put<{ success: boolean }>('/auth/users/me/password', payload)).data,
};
