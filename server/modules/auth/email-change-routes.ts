import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Envelope, ok } from '../../http/envelope';
import { limitRequests, type RateLimiter } from '../../rate-limit';
import type { EmailChangeService } from './email-change';
import { EmailChangeBody, EmailChangeConfirmBody, EmailChangedSchema, PendingEmailChangeSchema } from './email-change-schemas';
import { currentSession } from './guard';
import { authRequestsPerAddress, EMAIL_CHANGES } from './limits';

interface Options {
  emailChange: EmailChangeService;
  limiter: RateLimiter;
  rateLimitPerMinute: number;
}

/** Changing the account's e-mail address: asking (signed in), seeing or withdrawing the request, following the link. */
export const emailChangeRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { emailChange, limiter, rateLimitPerMinute }) => {
  // An e-mail address is shown on no public page.
  const config = { keepsPublicReads: true };
  const requestsPerUser = limitRequests(limiter, EMAIL_CHANGES, (request) => currentSession(request).user.id);
  const confirmationsPerAddress = limitRequests(
    limiter,
    authRequestsPerAddress(rateLimitPerMinute),
    (request: FastifyRequest) => `${request.routeOptions.url}|${request.ip}`,
  );
  const response = { 200: Envelope(PendingEmailChangeSchema) };

  app.get(
    '/users/me/email-change',
    { schema: { operationId: 'getEmailChange', summary: "Read the caller's pending e-mail change", response } },
    async (request) => ok(await emailChange.pending(currentSession(request).user.id)),
  );

  app.post(
    '/users/me/email-change',
    {
      config,
      preHandler: requestsPerUser,
      schema: { operationId: 'requestEmailChange', summary: "Ask to change the caller's e-mail address", body: EmailChangeBody, response },
    },
    async (request) => ok(await emailChange.request(currentSession(request).user.id, request.body.password, request.body.email)),
  );

  app.delete(
    '/users/me/email-change',
    { config, schema: { operationId: 'cancelEmailChange', summary: "Cancel the caller's pending e-mail change", response } },
    async (request) => ok(await emailChange.cancel(currentSession(request).user.id)),
  );

  app.post(
    '/auth/email-change/confirm',
    {
      config: { ...config, access: 'public' },
      onRequest: confirmationsPerAddress,
      schema: {
        operationId: 'confirmEmailChange',
        summary: 'Confirm an e-mail change with the mailed token',
        body: EmailChangeConfirmBody,
        response: { 200: Envelope(EmailChangedSchema) },
      },
    },
    async (request) => ok(await emailChange.confirm(request.body.token)),
  );
};
