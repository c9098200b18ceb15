import type { SuccessResult } from '../types/api';
import type {
  EmailVerifiedResult,
  LoginPayload,
  LoginResult,
  MailSentResult,
  PasswordChangePayload,
  RegisterPayload,
  RegisterResult,
} from '../types/auth';
import { ENDPOINTS, to } from './endpoints';
import { send } from './fetch-helpers';

const AUTH = ENDPOINTS.auth;
// Anonymous calls: a 401 here means wrong credentials or token, not an expired session.
const anonymous = { redirectOnUnauthorized: false } as const;

export const authService = {
  login: async (payload: LoginPayload) => (await send<LoginResult>(to(AUTH.login), { ...anonymous, body: payload })).data,
  logout: async () => (await send<SuccessResult>(to(AUTH.logout), { ...anonymous, body: {} })).data,
  register: async (payload: RegisterPayload) => (await send<RegisterResult>(to(AUTH.register), { ...anonymous, body: payload })).data,
  verifyEmail: async (token: string) =>
    (await send<EmailVerifiedResult>(to(AUTH.verifyEmail), { ...anonymous, body: { token } })).data,
  resendVerificationEmail: async (email: string) =>
    (await send<MailSentResult>(to(AUTH.resendVerificationEmail), { ...anonymous, body: { email } })).data,
  forgotPassword: async (email: string) =>
    (await send<MailSentResult>(to(AUTH.forgotPassword), { ...anonymous, body: { email } })).data,
  resetPassword: async (token: string, password: string) =>
    (await send<SuccessResult>(to(AUTH.resetPassword), { ...anonymous, body: { token, password } })).data,
  changePassword: async (payload: PasswordChangePayload) =>
    (await send<SuccessResult>(to(AUTH.changePassword), { body: payload })).data,
};
