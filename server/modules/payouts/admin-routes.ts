import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, list, ListEnvelope, ok } from '../../http/envelope';
import { paging } from '../../http/paging';
import { actorOf } from '../audit/actor';
import { requireRole } from '../auth/guard';
import { BatchIdParams, DuePayoutSchema, PayBatchBody, PayoutBatchDetailSchema, PayoutBatchSchema, PayoutListQuery } from './schemas';
import type { PayoutsService } from './service';

/** The admins' payouts: who is due, marking a batch paid with its reference, past batches and their CSV. */
export const payoutAdminRoutes: FastifyPluginAsyncTypebox<{ payouts: PayoutsService }> = async (app, { payouts }) => {
  const adminOnly = { preHandler: requireRole('admin'), config: { keepsPublicReads: true } };

  app.get(
    '/admin/payouts/due',
    { ...adminOnly, schema: { operationId: 'listDuePayouts', summary: 'List performers owed a payout', response: { 200: ListEnvelope(DuePayoutSchema) } } },
    async () => {
      const due = await payouts.due();
      return list(due, due.length);
    },
  );

  app.post(
    '/admin/payouts/batches',
    {
      ...adminOnly,
      schema: { operationId: 'createPayoutBatch', summary: 'Create a payout batch', body: PayBatchBody, response: { 200: Envelope(PayoutBatchDetailSchema) } },
    },
    async (request) => ok(await payouts.payBatch(request.body.performerIds, request.body.reference, actorOf(request))),
  );

  app.get(
    '/admin/payouts/batches',
    {
      ...adminOnly,
      schema: {
        operationId: 'listPayoutBatches',
        summary: 'List payout batches',
        querystring: PayoutListQuery,
        response: { 200: ListEnvelope(PayoutBatchSchema) },
      },
    },
    async (request) => {
      const { data, total } = await payouts.batchList(paging(request.query));
      return list(data, total);
    },
  );

  app.get(
    '/admin/payouts/batches/:id',
    {
      ...adminOnly,
      schema: { operationId: 'getPayoutBatch', summary: 'Read a payout batch', params: BatchIdParams, response: { 200: Envelope(PayoutBatchDetailSchema) } },
    },
    async (request) => ok(await payouts.batchDetail(request.params.id)),
  );

  app.get(
    '/admin/payouts/batches/:id/csv',
    {
      ...adminOnly,
      schema: {
        operationId: 'downloadPayoutBatchCsv',
        summary: 'Download a payout batch as CSV',
        params: BatchIdParams,
        response: { 200: { description: 'The batch for the bank or the wallet', content: { 'text/csv': { schema: Type.String() } } } },
      },
    },
    async (request, reply) => {
      const { filename, csv } = await payouts.batchCsv(request.params.id, actorOf(request));
      reply.header('content-disposition', `attachment; filename="${filename}"`);
      return reply.type('text/csv; charset=utf-8').send(csv);
    },
  );
};
