import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, list, ListEnvelope, ok } from '../../http/envelope';
import { paging } from '../../http/paging';
import { currentSession, requireRole } from '../auth/guard';
import { PayoutAccountBody, PayoutAccountSchema, PayoutListQuery, PayoutSchema, PayoutSummarySchema } from './schemas';
import type { PayoutsService } from './service';

/** A performer's own payouts: where they go, what is owed and when it is sent, what was sent. */
export const payoutRoutes: FastifyPluginAsyncTypebox<{ payouts: PayoutsService }> = async (app, { payouts }) => {
  // Nothing here changes what the public reads.
  const own = { preHandler: requireRole('performer'), config: { keepsPublicReads: true } };
  const me = (request: Parameters<typeof currentSession>[0]) => currentSession(request).user.id;

  app.get(
    '/performer/payout-account',
    {
      ...own,
      schema: {
        operationId: 'getPayoutAccount',
        summary: "Read the performer's payout account",
        response: { 200: Envelope(Type.Union([PayoutAccountSchema, Type.Null()])) },
      },
    },
    async (request) => ok(await payouts.account(me(request))),
  );

  app.put(
    '/performer/payout-account',
    {
      ...own,
      schema: {
        operationId: 'updatePayoutAccount',
        summary: "Set the performer's payout account",
        body: PayoutAccountBody,
        response: { 200: Envelope(PayoutAccountSchema) },
      },
    },
    async (request) => ok(await payouts.saveAccount(me(request), request.body)),
  );

  app.get(
    '/performer/payouts/summary',
    {
      ...own,
      schema: { operationId: 'getPayoutSummary', summary: "Sum the performer's paid and due earnings", response: { 200: Envelope(PayoutSummarySchema) } },
    },
    async (request) => ok(await payouts.summary(me(request))),
  );

  app.get(
    '/performer/payouts',
    {
      ...own,
      schema: {
        operationId: 'listMyPayouts',
        summary: "List the performer's payouts",
        querystring: PayoutListQuery,
        response: { 200: ListEnvelope(PayoutSchema) },
      },
    },
    async (request) => {
      const { data, total } = await payouts.payoutsOf(me(request), paging(request.query));
      return list(data, total);
    },
  );
};
