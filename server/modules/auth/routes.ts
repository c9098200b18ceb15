import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok, SuccessFlag } from '../../http/envelope';
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
import { currentSession, requireUser } from './guard';
import type { AuthService } from './service';
import type { SessionService } from './sessions';

interface Options {
  auth: AuthService;
  sessions: SessionService;
  rateLimitPerMinute: number;
}

export const authRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { auth, sessions, rateLimitPerMinute }) => {
  // Signing in and out, verifying and passwords change nothing a public read shows: the read cache stays.
  const limited = (max = rateLimitPerMinute) => ({ rateLimit: { max, timeWindow: '1 minute' }, keepsPublicReads: true });

  app.post(
    '/auth/login',
    {
      config: limited(),
      schema: {
        
        body: LoginBody,
        response: { 200: Envelope(LoginResultSchema) },
      },
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

  app.post('/auth/logout', { preHandler: requireUser, config: { keepsPublicReads: true }, schema: { response: { 200: SuccessFlag } } }, async (request) => {
    await sessions.revoke(currentSession(request).id);
    return ok({ success: true });
  });

  app.post(
    '/auth/users/register',
    {
      config: { ...limited(), keepsPublicReads: false },
      schema: {
        
        body: RegisterBody,
        response: { 200: Envelope(RegisterResultSchema) },
      },
    },
    async (request) => {
      const { requireEmailVerification } = await auth.register(request.body);
      return ok({
        requireEmailVerification,
        message: requireEmailVerification
          ? 'Your account is created. We sent you an email: open the link in it to verify your address, then log in.'
          : 'Your account is created. You can log in now.',
      });
    },
  );

  app.post(
    '/auth/email-verification',
    {
      config: limited(),
      schema: { body: Body({ token: Token }), response: { 200: Envelope(EmailVerifiedSchema) } },
    },
    async (request) => {
      await auth.verifyEmail(request.body.token);
      return ok({ verified: true });
    },
  );

  app.post(
    '/auth/email-verification/resend',
    {
      config: limited(),
      schema: { body: Body({ email: Email }), response: { 200: Envelope(MailSentSchema) } },
    },
    async (request) => {
      await auth.resendVerification(request.body.email);
      return ok({ sent: true });
    },
  );

  app.post(
    '/auth/users/forgot',
    {
      config: limited(),
      schema: { body: Body({ email: Email }), response: { 200: Envelope(MailSentSchema) } },
    },
    async (request) => {
      await auth.forgotPassword(request.body.email);
      return ok({ sent: true });
    },
  );

  app.post(
    '/auth/users/reset-password',
    {
      config: limited(),
      schema: { body: Body({ token: Token, password: Password }), response: { 200: SuccessFlag } },
    },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return ok({ success: true });
    },
  );

  app.put(
    '/auth/users/me/password',
    {
      preHandler: requireUser,
      config: { keepsPublicReads: true },
      schema: {
        
        body: PasswordChangeBody,
        response: { 200: SuccessFlag },
      },
    },
    async (request) => {
      const session = currentSession(request);
      await auth.changePassword(session.user.id, session.id, request.body.password);
      return ok({ success: true });
    },
  );
};
