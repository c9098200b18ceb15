import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, list, ListEnvelope, ok } from '../../http/envelope';
import { paging } from '../../http/paging';
import { actorOf } from '../audit/actor';
import { requireRole } from '../auth/guard';
import type { ModerationDecisions } from './decisions';
import type { Reports } from './reports';
import { AdminReportQuery, AdminReportSchema, ModerationParams, ModerationSchema, ReportParams, ResolveBody, TakeDownBody } from './schemas';

/** The admins' side: the reports queue, handling a report, taking any item down and restoring it. */
export const moderationAdminRoutes: FastifyPluginAsyncTypebox<{ reports: Reports; decisions: ModerationDecisions }> = async (app, { reports, decisions }) => {
  const adminOnly = requireRole('admin');

  app.get(
    '/admin/reports',
    {
      preHandler: adminOnly,
      schema: { operationId: 'listReports', summary: 'List reports', querystring: AdminReportQuery, response: { 200: ListEnvelope(AdminReportSchema) } },
    },
    async (request) => {
      const { limit, offset, ...filters } = request.query;
      const { data, total } = await reports.queue(filters, paging({ limit, offset }));
      return list(data, total);
    },
  );

  app.post(
    '/admin/reports/:id/resolve',
    {
      preHandler: adminOnly,
      schema: {
        operationId: 'resolveReport',
        summary: 'Resolve a report',
        params: ReportParams,
        body: ResolveBody,
        response: { 200: Envelope(AdminReportSchema) },
      },
    },
    async (request) => ok(await decisions.resolve(request.params.id, request.body, actorOf(request))),
  );

  const moderation = { preHandler: adminOnly, schema: { params: ModerationParams, response: { 200: Envelope(ModerationSchema) } } };

  app.post(
    '/admin/moderation/:objectType/:id/take-down',
    { ...moderation, schema: { operationId: 'takeDownContent', summary: 'Take an item down', ...moderation.schema, body: TakeDownBody } },
    async (request) => {
      const { objectType, id } = request.params;
      const result = await decisions.takeDown({ objectType, objectId: id }, request.body.reason, request.body.illegal ?? false, actorOf(request));
      return ok({ objectType, objectId: id, ...result });
    },
  );

  app.post(
    '/admin/moderation/:objectType/:id/restore',
    { ...moderation, schema: { ...moderation.schema, operationId: 'restoreContent', summary: 'Restore an item taken down' } },
    async (request) => {
      const { objectType, id } = request.params;
      return ok({ objectType, objectId: id, ...(await decisions.restore({ objectType, objectId: id }, actorOf(request))) });
    },
  );
};
