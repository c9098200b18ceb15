import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ListEnvelope, SuccessFlag, list, ok } from '../../http/envelope';
import { limitRequests, type RateLimiter, type RateRule } from '../../rate-limit';
import { currentSession } from '../auth/guard';
import { limitUploads } from '../uploads/limits';
import { readUpload } from '../uploads/multipart';
import { CommentCreateBody, CommentSchema, CommentSearchQuery } from './schemas';
import type { CommentsService } from './service';
import { paging } from '../../http/paging';

/** Flood limit: comments a user may post per minute. */
export const COMMENTS_PER_MINUTE = 10;

const COMMENTS: RateRule = {
  name: 'comments',
  max: COMMENTS_PER_MINUTE,
  windowMs: 60_000,
  message: (wait) => `You are commenting too fast: at most ${COMMENTS_PER_MINUTE} comments a minute. Try again in ${wait}.`,
  code: 'TOO_MANY_COMMENTS',
};

const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const commentsRoutes: FastifyPluginAsyncTypebox<{ comments: CommentsService; limiter: RateLimiter }> = async (app, { comments, limiter }) => {
  const floodLimit = limitRequests(limiter, COMMENTS, (request) => currentSession(request).user.id);

  app.post(
    '/comments',
    {
      preHandler: floodLimit,
      schema: {
        operationId: 'createComment',
        summary: 'Comment on a video, gallery, product or post',
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
    {
      config: { access: 'public', publicRead: 'anonymous' },
      schema: {
        operationId: 'searchComments',
        summary: 'List the comments on an item',
        querystring: CommentSearchQuery,
        response: { 200: ListEnvelope(CommentSchema) },
      },
    },
    async (request) => {
      const { objectType, objectId } = request.query;
      const { data, total } = await comments.search(objectType, objectId, paging(request.query), request.session?.user.id ?? null);
      return list(data, total);
    },
  );

  app.delete(
    '/comments/:id',
    { schema: { operationId: 'deleteComment', summary: 'Delete a comment', params: IdParams, response: { 200: SuccessFlag } } },
    async (request) => {
      await comments.remove(currentSession(request).user, request.params.id);
      return ok({ success: true });
    },
  );

  /** Attaches an image (multipart field `image`) to one's own comment. */
  app.post(
    '/comments/:id',
    {
      preHandler: limitUploads(limiter),
      config: { uploadField: 'image' },
      schema: { operationId: 'updateComment', summary: 'Edit a comment', params: IdParams, response: { 200: Envelope(CommentSchema) } },
    },
    async (request) => {
      const { user } = currentSession(request);
      return ok(await comments.attachImage(user, request.params.id, () => readUpload(request, 'image')));
    },
  );
};
