import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../http/envelope';
import { actorOf } from '../audit/actor';
import { requireRole } from '../auth/guard';
import type { PerformerCommissions } from './commission';
import { CommissionBody, CommissionSchema, PerformerIdParams } from './commission-schemas';

/** A creator's own commission, for the admins. */
export const commissionRoutes: FastifyPluginAsyncTypebox<{ commissions: PerformerCommissions }> = async (app, { commissions }) => {
  const adminOnly = { preHandler: requireRole('admin'), config: { keepsPublicReads: true } };
  const schema = { params: PerformerIdParams, response: { 200: Envelope(CommissionSchema) } };

  app.get(
    '/admin/performers/:id/commission',
    { ...adminOnly, schema: { ...schema, operationId: 'getCommission', summary: "Read a performer's commission" } },
    async (request) => ok(await commissions.of(request.params.id)),
  );

  app.put(
    '/admin/performers/:id/commission',
    { ...adminOnly, schema: { operationId: 'setCommission', summary: "Set a performer's commission", ...schema, body: CommissionBody } },
    async (request) => ok(await commissions.set(request.params.id, request.body.commissionBp, actorOf(request))),
  );
};
