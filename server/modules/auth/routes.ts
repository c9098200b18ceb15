import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Envelope, ok, SuccessFlag } from '../../http/envelope';
import { limitRequests, type RateLimiter } from '../../rate-limit';
import {
  Body,
  Email,
  EmailVerifiedSchema,
  LoginBody,
  LoginResultSchema,
  MailSentSchema,
  Password,
  PasswordChangeBody,
  RegisterBody,
  RegisterResultSchema,
  Token,
} from './schemas';
import { currentSession } from './guard';
import { requireCaptcha } from '../captcha/gate';
import type { CaptchaService } from '../captcha/service';
import { authRequestsPerAddress, CAPTCHA_AFTER_FAILED_LOGINS, PASSWORD_CHANGES } from './limits';
import type { AuthService } from './service';
import type { SessionService } from './sessions';

interface Options {
  auth: AuthService;
  sessions: SessionService;
  limiter: RateLimiter;
  captcha: CaptchaService;
  rateLimitPerMinute: number;
}

export const authRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { auth, sessions, limiter, captcha, rateLimitPerMinute }) => {
  // Each route counts its own requests per address, malformed ones included (onRequest). Login is not counted
  // here: its failures are, in the service (a success never counts against anyone).
  const requestsPerAddress = limitRequests(
    limiter,
    authRequestsPerAddress(rateLimitPerMinute),
    (request: FastifyRequest) => `${request.routeOptions.url}|${request.ip}`,
  );
  const passwordChangesPerUser = limitRequests(limiter, PASSWORD_CHANGES, (request) => currentSession(request).user.id);
  // Register always passes the captcha (when on); login only once its address has failed three times.
  const passesCaptcha = requireCaptcha(captcha);
  const captchaAfterFailedLogins = async (request: FastifyRequest) => {
    if (!(await captcha.enabled())) return;
    if ((await auth.failedLoginsFrom(request.ip)) >= CAPTCHA_AFTER_FAILED_LOGINS) await passesCaptcha(request);
  };
  // Signing in and out, verifying and passwords change nothing a public read shows: the read cache stays.
  const keepsPublicReads = true;

  app.post(
    '/auth/login',
    {
      config: { access: 'public', keepsPublicReads },
      preHandler: captchaAfterFailedLogins,
      schema: { operationId: 'login', summary: 'Sign in and get a token', body: LoginBody, response: { 200: Envelope(LoginResultSchema) } },
    },
    async (request) => {
      const { username, password, remember } = request.body;
      const session = await auth.login(username, password, remember ?? false, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return ok({ token: session.token, expiresAt: session.expiresAt.toISOString() });
    },
  );

  app.post(
    '/auth/logout',
    { config: { keepsPublicReads }, schema: { operationId: 'logout', summary: 'Sign out (revoke the token)', response: { 200: SuccessFlag } } },
    async (request) => {
      await sessions.revoke(currentSession(request).id);
      return ok({ success: true });
    },
  );

  app.post(
    '/auth/users/register',
    {
      config: { access: 'public' },
      onRequest: requestsPerAddress,
      preHandler: passesCaptcha,
      schema: { operationId: 'register', summary: 'Create an account', body: RegisterBody, response: { 200: Envelope(RegisterResultSchema) } },
    },
    async (request) => {
      const { captchaToken: _token, ...input } = request.body;
      const { requireEmailVerification } = await auth.register(input);
      return ok({
        requireEmailVerification,
        message: requireEmailVerification ? 'We sent you an email: open the link in it to verify your address, then log in.' : 'You can log in now.',
      });
    },
  );

  app.post(
    '/auth/email-verification',
    {
      onRequest: requestsPerAddress,
      config: { access: 'public', keepsPublicReads },
      schema: {
        operationId: 'verifyEmail',
        summary: 'Verify an e-mail address with the mailed token',
        body: Body({ token: Token }),
        response: { 200: Envelope(EmailVerifiedSchema) },
      },
    },
    async (request) => {
      const { alreadyVerified } = await auth.verifyEmail(request.body.token);
      return ok({ verified: true, alreadyVerified });
    },
  );

  app.post(
    '/auth/email-verification/resend',
    {
      onRequest: requestsPerAddress,
      config: { access: 'public', keepsPublicReads },
      schema: {
        operationId: 'resendVerificationEmail',
        summary: 'Send the verification e-mail again',
        body: Body({ email: Email }),
        response: { 200: Envelope(MailSentSchema) },
      },
    },
    async (request) => {
      auth.resendVerification(request.body.email);
      return ok({ sent: true });
    },
  );

  app.post(
    '/auth/users/forgot',
    {
      onRequest: requestsPerAddress,
      config: { access: 'public', keepsPublicReads },
      schema: {
        operationId: 'forgotPassword',
        summary: 'Mail a password reset link',
        body: Body({ email: Email }),
        response: { 200: Envelope(MailSentSchema) },
      },
    },
    async (request) => {
      auth.forgotPassword(request.body.email);
      return ok({ sent: true });
    },
  );

  app.post(
    '/auth/users/reset-password',
    {
      onRequest: requestsPerAddress,
      config: { access: 'public', keepsPublicReads },
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password with a reset token',
        body: Body({ token: Token, password: Password }),
        response: { 200: SuccessFlag },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.password, { ip: request.ip });
      return ok({ success: true });
    },
  );

  app.put(
    '/auth/users/me/password',
    {
      preHandler: passwordChangesPerUser,
      config: { keepsPublicReads },
      schema: { operationId: 'changePassword', summary: "Change the caller's password", body: PasswordChangeBody, response: { 200: SuccessFlag } },
    },
    async (request) => {
      const session = currentSession(request);
      const { currentPassword, password } = request.body;
      await auth.changePassword(session.user.id, session.id, currentPassword, password);
      return ok({ success: true });
    },
  );
};
