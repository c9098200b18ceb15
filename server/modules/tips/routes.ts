import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../http/envelope';
import { paging } from '../../http/paging';
import { currentSession, requireRole } from '../auth/guard';
import { ReceivedTipsQuery, ReceivedTipsSchema } from './schemas';
import type { TipsService } from './service';

/** A creator's tips, for the Studio (sending one is a purchase: POST /payment/tip). */
export const tipsRoutes: FastifyPluginAsyncTypebox<{ tips: TipsService }> = async (app, { tips }) => {
  app.get(
    '/performer/tips',
    {
      preHandler: requireRole('performer'),
      schema: {
        operationId: 'listTipsReceived',
        summary: 'List the tips the performer received',
        querystring: ReceivedTipsQuery,
        response: { 200: Envelope(ReceivedTipsSchema) },
      },
    },
    async (request) => ok(await tips.received(currentSession(request).user.id, paging(request.query))),
  );
};
