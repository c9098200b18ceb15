import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { list, ListEnvelope } from '../../http/envelope';
import { paging } from '../../http/paging';
import { requireRole } from '../auth/guard';
import type { AuditLog } from './log';
import { AuditEntrySchema, AuditQuery } from './schemas';

/** The audit log, for the admins to read (nobody can write it but the actions it records). */
export const auditRoutes: FastifyPluginAsyncTypebox<{ audit: AuditLog }> = async (app, { audit }) => {
  app.get(
    '/admin/audit',
    {
      preHandler: requireRole('admin'),
      schema: {
        operationId: 'searchAuditLog',
        summary: 'Read the staff audit log',
        querystring: AuditQuery,
        response: { 200: ListEnvelope(AuditEntrySchema) },
      },
    },
    async (request) => {
      const { limit, offset, ...filters } = request.query;
      const { data, total } = await audit.search(filters, paging({ limit, offset }));
      return list(data, total);
    },
  );
};
