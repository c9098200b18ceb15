import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { limitRequests, type RateLimiter } from '../../rate-limit';
import type { AgeProviders } from './providers';
import { SIMULATOR_DECISIONS } from './limits';
import { CALLBACK_PAGE } from './routes';
import { SimulatorDecisionBody, SimulatorDecisionSchema } from './schemas';
import type { AgeVerificationSettings } from './settings';

/**
 * The built-in simulator's side of the provider: its page's buttons mint a code and send the browser back to our
 * callback page with it and the state, as the provider would. Absent (404) when another provider is in use.
 */
export const ageSimulatorRoutes: FastifyPluginAsyncTypebox<{ providers: AgeProviders; settings: AgeVerificationSettings; limiter: RateLimiter }> = async (
  app,
  { providers, settings, limiter },
) => {
  app.post(
    '/age-verification/simulator/decide',
    {
      config: { keepsPublicReads: true },
      preHandler: limitRequests(limiter, SIMULATOR_DECISIONS, (request) => request.ip),
      schema: {
        operationId: 'decideSimulatedAgeVerification',
        summary: 'Decide a simulated age verification (local use)',
        body: SimulatorDecisionBody,
        response: { 200: Envelope(SimulatorDecisionSchema) },
      },
    },
    async (request) => {
      if ((await settings.provider()) !== 'simulator') throw notFound('The age verification simulator is not in use.');
      const code = providers.simulator.decide(request.body.outcome);
      const query = new URLSearchParams({ code, state: request.body.state });
      return ok({ redirectUrl: `${CALLBACK_PAGE}?${query}` });
    },
  );
};
