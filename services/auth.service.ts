import type { SuccessResult } from '../types/api';
import type { EmailVerifiedResult, LoginPayload, LoginResult, MailSentResult, PasswordChangePayload, RegisterPayload, RegisterResult } from '../types/auth';
import { to } from './endpoint';
import { send } from './fetch-helpers';

const CHANGE_PASSWORD = 'PUT /auth/users/me/password';
const FORGOT_PASSWORD = 'POST /auth/users/forgot';
const LOGIN = 'POST /auth/login';
const LOGOUT = 'POST /auth/logout';
const REGISTER = 'POST /auth/users/register';
const RESEND_VERIFICATION_EMAIL = 'POST /auth/email-verification/resend';
const RESET_PASSWORD = 'POST /auth/users/reset-password';
const VERIFY_EMAIL = 'POST /auth/email-verification';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { CHANGE_PASSWORD, FORGOT_PASSWORD, LOGIN, LOGOUT, REGISTER, RESEND_VERIFICATION_EMAIL, RESET_PASSWORD, VERIFY_EMAIL };

// Anonymous calls: a 401 here means wrong credentials or token, not an expired session.
const anonymous = { redirectOnUnauthorized: false } as const;

export const authService = {
  login: async (payload: LoginPayload) => (await send<LoginResult>(to(LOGIN), { ...anonymous, body: payload })).data,
  logout: async () => (await send<SuccessResult>(to(LOGOUT), { ...anonymous, body: {} })).data,
  register: async (payload: RegisterPayload) => (await send<RegisterResult>(to(REGISTER), { ...anonymous, body: payload })).data,
  verifyEmail: async (token: string) => (await send<EmailVerifiedResult>(to(VERIFY_EMAIL), { ...anonymous, body: { token } })).data,
  resendVerificationEmail: async (email: string) => (await send<MailSentResult>(to(RESEND_VERIFICATION_EMAIL), { ...anonymous, body: { email } })).data,
  forgotPassword: async (email: string) => (await send<MailSentResult>(to(FORGOT_PASSWORD), { ...anonymous, body: { email } })).data,
  resetPassword: async (token: string, password: string) => (await send<SuccessResult>(to(RESET_PASSWORD), { ...anonymous, body: { token, password } })).data,
  changePassword: async (payload: PasswordChangePayload) => (await send<SuccessResult>(to(CHANGE_PASSWORD), { body: payload })).data,
};
