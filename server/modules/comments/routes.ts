import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { Envelope, ListEnvelope, SuccessFlag, list, ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { currentSession, requireUser } from '../auth/guard';
import { readUpload } from '../uploads/multipart';
import { CommentCreateBody, CommentSchema, CommentSearchQuery } from './schemas';
import type { CommentsService } from './service';
import { paging } from '../../http/paging';

/** Flood limit: comments a user may post per minute. */
export const COMMENTS_PER_MINUTE = 10;

const floodLimit = {
  max: COMMENTS_PER_MINUTE,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `comment:${request.session?.user.id ?? request.ip}`,
  errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
    new HttpError(
      429,
      `You are commenting too fast: at most ${COMMENTS_PER_MINUTE} comments a minute. Try again in ${context.after}.`,
      'TOO_MANY_COMMENTS',
    ),
};

const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const commentsRoutes: FastifyPluginAsyncTypebox<{ comments: CommentsService }> = async (app, { comments }) => {
  app.post(
    '/comments',
    {
      preHandler: requireUser,
      config: { rateLimit: floodLimit },
      schema: {
        body: CommentCreateBody,
        response: { 200: Envelope(CommentSchema) },
      },
    },
    async (request) => {
      const { objectType, objectId, content } = request.body;
      return ok(await comments.create(currentSession(request).user, objectType, objectId, content));
    },
  );

  app.get(
    '/comments/search',
    { config: { publicRead: 'anonymous' }, schema: { querystring: CommentSearchQuery, response: { 200: ListEnvelope(CommentSchema) } } },
    async (request) => {
      const { objectType, objectId } = request.query;
      const { data, total } = await comments.search(objectType, objectId, paging(request.query), request.session?.user.id ?? null);
      return list(data, total);
    },
  );

  app.delete(
    '/comments/:id',
    { preHandler: requireUser, schema: { params: IdParams, response: { 200: SuccessFlag } } },
    async (request) => {
      await comments.remove(currentSession(request).user, request.params.id);
      return ok({ success: true });
    },
  );

  /** Attaches an image (multipart field `image`) to one's own comment. */
  app.post(
    '/comments/:id',
    { preHandler: requireUser, config: { uploadField: 'image' }, schema: { params: IdParams, response: { 200: Envelope(CommentSchema) } } },
    async (request) => {
      const { user } = currentSession(request);
      return ok(await comments.attachImage(user, request.params.id, () => readUpload(request, 'image')));
    },
  );
};
