import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../http/envelope';
import { limitRequests, type RateLimiter } from '../../rate-limit';
import { ageCallbackUrl } from '../age-verification/routes';
import { AGE_VERIFICATION_STARTS } from '../age-verification/limits';
import { currentSession } from '../auth/guard';
import type { CreatorApplications } from './applications';
import { AgeCheckStartSchema, ApplicationSchema, MyApplicationSchema, SaveApplicationBody } from './schemas';

interface Options {
  applications: CreatorApplications;
  limiter: RateLimiter;
  siteUrl: string;
  configuredOrigin: string | null;
}

/** The signed-in user's own creator application: read it, save a step, check their age, submit. */
export const creatorApplicationRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { applications, limiter, siteUrl, configuredOrigin }) => {
  // None of these changes what the public reads: the shared answers stay.
  const own = { config: { keepsPublicReads: true } };

  app.get(
    '/creator-application',
    { schema: { operationId: 'getCreatorApplication', summary: "Read the caller's creator application", response: { 200: Envelope(MyApplicationSchema) } } },
    async (request) => ok({ application: await applications.mine(currentSession(request).user) }),
  );

  app.put(
    '/creator-application',
    {
      ...own,
      schema: {
        operationId: 'updateCreatorApplication',
        summary: "Edit the caller's creator application",
        body: SaveApplicationBody,
        response: { 200: Envelope(ApplicationSchema) },
      },
    },
    async (request) => ok(await applications.save(currentSession(request).user, request.body)),
  );

  app.post(
    '/creator-application/submit',
    {
      ...own,
      schema: { operationId: 'submitCreatorApplication', summary: "Submit the caller's creator application", response: { 200: Envelope(ApplicationSchema) } },
    },
    async (request) => ok(await applications.submit(currentSession(request).user)),
  );

  app.post(
    '/creator-application/age-check',
    {
      ...own,
      preHandler: limitRequests(limiter, AGE_VERIFICATION_STARTS, (request) => currentSession(request).user.id),
      schema: { operationId: 'startCreatorAgeCheck', summary: "Start the creator application's age check", response: { 200: Envelope(AgeCheckStartSchema) } },
    },
    async (request) => ok(await applications.startAgeCheck(currentSession(request).user, ageCallbackUrl(request, siteUrl, configuredOrigin))),
  );
};
