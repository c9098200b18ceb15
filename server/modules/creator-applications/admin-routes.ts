import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, list, ListEnvelope, ok } from '../../http/envelope';
import { forbidden, HttpError, notFound, unauthorized } from '../../http/errors';
import { paging } from '../../http/paging';
import { fileResponses, serveFile, type FileStorage } from '../../storage';
import { actorOf } from '../audit/actor';
import { headerOrCookieSession } from '../auth/cookie-session';
import { currentSession, requireRole } from '../auth/guard';
import type { SessionService } from '../auth/sessions';
import { checkIdentityFileLink } from './identity-links';
import type { ApplicationReview } from './review';
import { ApplicationParams, DecisionBody, IdentityFileParams, IdentityFileQuery, ReviewQuery, ReviewSchema } from './schemas';

interface Options {
  review: ApplicationReview;
  sessions: SessionService;
  storage: FileStorage;
  fileUrlSecret: string;
}

/** The admins' queue of creator applications, their decisions, and the identity files through session-bound links. */
export const creatorApplicationAdminRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { review, sessions, storage, fileUrlSecret }) => {
  const adminOnly = requireRole('admin');
  const one = { params: ApplicationParams, response: { 200: Envelope(ReviewSchema) } };
  const sessionId = (request: Parameters<typeof currentSession>[0]) => currentSession(request).id;

  app.get(
    '/admin/creator-applications',
    {
      preHandler: adminOnly,
      schema: {
        operationId: 'listCreatorApplications',
        summary: 'List creator applications',
        querystring: ReviewQuery,
        response: { 200: ListEnvelope(ReviewSchema) },
      },
    },
    async (request) => {
      const { state, ...rest } = request.query;
      const { data, total } = await review.queue(state, paging(rest), sessionId(request));
      return list(data, total);
    },
  );

  app.get(
    '/admin/creator-applications/:id',
    { preHandler: adminOnly, schema: { ...one, operationId: 'getCreatorApplicationForReview', summary: 'Read a creator application' } },
    async (request) => ok(await review.view(request.params.id, sessionId(request))),
  );

  app.post(
    '/admin/creator-applications/:id/approve',
    { preHandler: adminOnly, schema: { ...one, operationId: 'approveCreatorApplication', summary: 'Approve a creator application' } },
    async (request) => ok(await review.approve(request.params.id, actorOf(request), sessionId(request))),
  );
  app.post(
    '/admin/creator-applications/:id/reject',
    { preHandler: adminOnly, schema: { operationId: 'rejectCreatorApplication', summary: 'Reject a creator application', ...one, body: DecisionBody } },
    async (request) => ok(await review.reject(request.params.id, request.body.reason, actorOf(request), sessionId(request))),
  );
  app.post(
    '/admin/creator-applications/:id/ask-again',
    { preHandler: adminOnly, schema: { operationId: 'askCreatorApplicationAgain', summary: 'Ask the applicant for changes', ...one, body: DecisionBody } },
    async (request) => ok(await review.askAgain(request.params.id, request.body.reason, actorOf(request), sessionId(request))),
  );

  app.route({
    method: ['GET', 'HEAD'],
    url: '/admin/identity-files/:id/:slot',
    // Opened by an <img> (the token cookie, no header): the admin check is made here, with the link's session binding.
    config: { access: 'public', signIn: 'optional' },
    schema: {
      operationId: 'getIdentityFile',
      summary: "Download an applicant's identity document",
      description:
        "Opens for an admin's session only, from the Authorization header or the site's `token` cookie (an <img> sends " +
        'that), and only through a link made for that session (GET /api/admin/creator-applications/{id} gives it).',
      params: IdentityFileParams,
      querystring: IdentityFileQuery,
      response: fileResponses(['image/*', 'application/pdf']),
    },
    handler: async (request, reply) => {
      const session = await headerOrCookieSession(request, sessions);
      if (!session) throw unauthorized();
      if (!session.user.roles.includes('admin')) throw forbidden();
      const { id, slot } = request.params;
      const check = checkIdentityFileLink(fileUrlSecret, id, slot, session.id, request.query);
      if (check === 'invalid') throw forbidden('This document link was not made for this session: open the application again.', 'IDENTITY_LINK_INVALID');
      if (check === 'expired') throw new HttpError(410, 'This document link has expired: open the application again.', 'IDENTITY_LINK_EXPIRED');
      const key = await review.identityKey(id, slot);
      if (!key) throw notFound('There is no such document (it may have been deleted).', 'IDENTITY_FILE_NOT_FOUND');
      reply.header('referrer-policy', 'no-referrer');
      return serveFile(storage, key, request, reply, { cacheControl: 'private, no-store', sameOriginOnly: true });
    },
  });
};
