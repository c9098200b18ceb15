import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../db';
import { inTransaction } from '../../db/unit-of-work';
import type { JobSender } from '../../jobs/sender';
import { list, ListEnvelope, ok, SuccessFlag } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { actorOf } from '../audit/actor';
import type { AuditLog } from '../audit/log';
import { requireRole } from '../auth/guard';
import { FailedJobSchema } from './schemas';

const FailedJobsQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })) });
const JobParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9.-]+$' }), id: Type.String({ format: 'uuid' }) });

/** The job queue's failed jobs, for the admins: the list, and running one again (in the audit log). */
export const jobsAdminRoutes: FastifyPluginAsyncTypebox<{ jobs: JobSender; db: Db; audit: AuditLog }> = async (app, { jobs, db, audit }) => {
  const adminOnly = { preHandler: requireRole('admin'), config: { keepsPublicReads: true } };

  app.get(
    '/admin/jobs/failed',
    {
      ...adminOnly,
      schema: {
        operationId: 'listFailedJobs',
        summary: 'List failed background jobs',
        querystring: FailedJobsQuery,
        response: { 200: ListEnvelope(FailedJobSchema) },
      },
    },
    async (request) => {
      const failed = await jobs.failed(request.query.limit ?? 100);
      return list(
        failed.map((j) => ({
          _id: j.id,
          name: j.name,
          data: j.data,
          error: j.error,
          attempts: j.attempts,
          createdAt: j.createdAt.toISOString(),
          failedAt: j.failedAt?.toISOString() ?? null,
        })),
        failed.length,
      );
    },
  );

  app.post(
    '/admin/jobs/:name/:id/retry',
    { ...adminOnly, schema: { operationId: 'retryJob', summary: 'Run a failed background job again', params: JobParams, response: { 200: SuccessFlag } } },
    async (request) => {
      const { name, id } = request.params;
      if (!(await jobs.retry(name, id))) throw notFound('No failed job of that name and id', 'JOB_NOT_FOUND');
      await inTransaction(db, (trx) => audit.record(trx, { actor: actorOf(request), action: 'job.retry', target: { type: 'job', id }, after: { name } }));
      return ok({ success: true });
    },
  );
};
