import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { limitRequests, type RateLimiter } from '../../rate-limit';
import { siteOrigin } from '../../web/site-origin';
import { currentSession } from '../auth/guard';
import type { AgeGate } from './gate';
import { AGE_VERIFICATION_STARTS } from './limits';
import {
  AgeVerificationCallbackQuery,
  AgeVerificationEnabledSchema,
  AgeVerificationStartBody,
  AgeVerificationStartSchema,
  AgeVerificationStatusSchema,
} from './schemas';
import type { AgeVerificationService } from './service';

interface Options {
  ageVerification: AgeVerificationService;
  gate: AgeGate;
  limiter: RateLimiter;
  /** SITE_URL, when set: the origin of the callback address the provider sends the browser back to. */
  siteUrl: string;
  configuredOrigin: string | null;
}

/** Where the provider sends the browser back: the web app's page, which calls GET /users/verifymyage/callback. */
export const CALLBACK_PAGE = '/age-verification/callback';

/** The callback page's absolute address for this request (the provider sends the browser there). */
export function ageCallbackUrl(request: Parameters<typeof siteOrigin>[0], siteUrl: string, configuredOrigin: string | null): string {
  return `${siteOrigin(request, configuredOrigin ?? undefined) || siteUrl}${CALLBACK_PAGE}`;
}

export const ageVerificationRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { ageVerification, gate, limiter, siteUrl, configuredOrigin }) => {
  const callbackUrl = (request: Parameters<typeof siteOrigin>[0]) => ageCallbackUrl(request, siteUrl, configuredOrigin);
  const startsPerUser = limitRequests(limiter, AGE_VERIFICATION_STARTS, (request) => currentSession(request).user.id);

  app.get(
    '/users/verifymyage/enabled',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getAgeVerificationEnabled',
        summary: 'Tell whether age verification is on',
        response: { 200: Envelope(AgeVerificationEnabledSchema) },
      },
    },
    async (request) => ok({ enabled: await gate.appliesTo(request), country: gate.country(request) }),
  );

  app.post(
    '/users/verifymyage/start',
    {
      config: { keepsPublicReads: true },
      preHandler: startsPerUser,
      schema: {
        operationId: 'startAgeVerification',
        summary: 'Start an age verification',
        body: AgeVerificationStartBody,
        response: { 200: Envelope(AgeVerificationStartSchema) },
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      if (request.body.userId !== user.id) throw forbidden('You can only verify your own age.');
      return ok(await ageVerification.start(user, request.body.country, callbackUrl(request)));
    },
  );

  app.get(
    '/users/verifymyage/status',
    {
      schema: {
        operationId: 'getAgeVerificationStatus',
        summary: "Read the caller's age verification status",
        response: { 200: Envelope(AgeVerificationStatusSchema) },
      },
    },
    async (request) => ok(await ageVerification.status(currentSession(request).user)),
  );

  app.post(
    '/users/verifymyage/recheck',
    {
      config: { keepsPublicReads: true },
      schema: {
        operationId: 'recheckAgeVerification',
        summary: "Ask the provider again for the verification's outcome",
        response: { 200: Envelope(AgeVerificationStatusSchema) },
      },
    },
    async (request) => ok(await ageVerification.recheck(currentSession(request).user)),
  );

  app.get(
    '/users/verifymyage/callback',
    {
      schema: {
        operationId: 'completeAgeVerification',
        summary: 'Return from the age verification provider',
        querystring: AgeVerificationCallbackQuery,
        response: { 200: Envelope(AgeVerificationStatusSchema) },
      },
    },
    async (request) => {
      const { code, state } = request.query;
      return ok(await ageVerification.callback(currentSession(request).user.id, code, state, callbackUrl(request)));
    },
  );
};
