import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, list, ListEnvelope, ok } from '../../http/envelope';
import { paging } from '../../http/paging';
import { limitRequests, type RateLimiter, type RateRule } from '../../rate-limit';
import { currentSession } from '../auth/guard';
import type { Reports } from './reports';
import { ReportBody, ReportQuery, ReportSchema } from './schemas';

/** Flood limit: reports a user may file per hour. */
export const REPORTS_PER_HOUR = 10;

const REPORTS: RateRule = {
  name: 'reports',
  max: REPORTS_PER_HOUR,
  windowMs: 60 * 60_000,
  message: (wait) => `You are reporting too fast: at most ${REPORTS_PER_HOUR} reports an hour. Try again in ${wait}.`,
  code: 'TOO_MANY_REPORTS',
};

/** A signed-in user reports something, and reads what came of their reports. */
export const reportsRoutes: FastifyPluginAsyncTypebox<{ reports: Reports; limiter: RateLimiter }> = async (app, { reports, limiter }) => {
  const floodLimit = limitRequests(limiter, REPORTS, (request) => currentSession(request).user.id);

  app.post(
    '/reports',
    {
      preHandler: floodLimit,
      schema: { operationId: 'reportContent', summary: 'Report an item or a user to the staff', body: ReportBody, response: { 200: Envelope(ReportSchema) } },
    },
    async (request) => ok(await reports.file(currentSession(request).user.id, request.body)),
  );

  app.get(
    '/reports',
    { schema: { operationId: 'listMyReports', summary: "List the caller's reports", querystring: ReportQuery, response: { 200: ListEnvelope(ReportSchema) } } },
    async (request) => {
      const { data, total } = await reports.mine(currentSession(request).user.id, paging(request.query));
      return list(data, total);
    },
  );
};
