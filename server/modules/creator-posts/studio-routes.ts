import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { Envelope, ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { currentSession } from '../auth/guard';
import { BulkBody, BulkResultSchema } from '../catalogue/bulk-schemas';
import { PublishBody } from '../catalogue/content-fields';
import { RemovedSchema } from '../catalogue/schemas';
import { applyBulk } from '../catalogue/studio-bulk';
import { areaScope } from '../performers/area';
import { AttachVideoBody, CreatePostBody, MediaOrderBody, OwnCreatorPostDetailSchema, PinBody, UpdatePostBody } from './schemas';
import type { CreatorPostsService } from './service';
import type { PostStudio } from './studio';

const PostIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const MediaParams = Type.Object({ id: Type.String({ format: 'uuid' }), mediaId: Type.String({ format: 'uuid' }) });
const OwnerQuery = Type.Object({ performerId: Type.Optional(Type.String({ format: 'uuid', description: 'an admin: whose post this is' })) });
const response = { 200: Envelope(OwnCreatorPostDetailSchema) };

/**
 * The Studio's post writes: a new draft (its photos then come by tus upload to /api/performer/uploads/post-media), edit,
 * publish or schedule, the author's videos shown in it, the media's order and removal, delete. Each answers the post
 * as its owner sees it.
 */
export const creatorPostStudioRoutes: FastifyPluginAsyncTypebox<{ studio: PostStudio; creatorPosts: CreatorPostsService }> = async (
  app,
  { studio, creatorPosts },
) => {
  const view = (request: FastifyRequest, id: string) => creatorPosts.ownerView(id, areaScope(request), currentSession(request).user.id);

  app.post(
    '/performer/creator-posts',
    {
      schema: {
        operationId: 'createCreatorPost',
        summary: 'Create a post (draft)',
        querystring: OwnerQuery,
        body: CreatePostBody,
        response: { 201: Envelope(OwnCreatorPostDetailSchema) },
      },
    },
    async (request, reply) => {
      const owner = areaScope(request, request.query.performerId);
      if (!owner) throw badRequest('An admin says whose post this is (performerId).', 'PERFORMER_REQUIRED');
      const id = await studio.create(owner, request.body);
      reply.code(201);
      return ok(await view(request, id));
    },
  );

  app.patch(
    '/performer/creator-posts/:id',
    { schema: { operationId: 'updateCreatorPost', summary: 'Edit a post', params: PostIdParams, body: UpdatePostBody, response } },
    async (request) => {
      await studio.update(request.params.id, areaScope(request), request.body);
      return ok(await view(request, request.params.id));
    },
  );

  app.post(
    '/performer/creator-posts/:id/publish',
    { schema: { operationId: 'publishCreatorPost', summary: 'Publish a post', params: PostIdParams, body: PublishBody, response } },
    async (request) => {
      const { publish, at } = request.body;
      await studio.publish(request.params.id, areaScope(request), publish, at === undefined ? undefined : new Date(at));
      return ok(await view(request, request.params.id));
    },
  );

  app.post(
    '/performer/creator-posts/:id/pin',
    { schema: { operationId: 'pinCreatorPost', summary: 'Pin or unpin a post', params: PostIdParams, body: PinBody, response } },
    async (request) => {
      await studio.pin(request.params.id, areaScope(request), request.body.pinned);
      return ok(await view(request, request.params.id));
    },
  );

  app.post(
    '/performer/creator-posts/:id/videos',
    { schema: { operationId: 'addCreatorPostVideo', summary: 'Attach an uploaded video to a post', params: PostIdParams, body: AttachVideoBody, response } },
    async (request) => {
      await studio.attachVideo(request.params.id, areaScope(request), request.body.videoId);
      return ok(await view(request, request.params.id));
    },
  );

  app.put(
    '/performer/creator-posts/:id/media/order',
    { schema: { operationId: 'orderCreatorPostMedia', summary: "Reorder a post's media", params: PostIdParams, body: MediaOrderBody, response } },
    async (request) => {
      await studio.reorder(request.params.id, areaScope(request), request.body.mediaIds);
      return ok(await view(request, request.params.id));
    },
  );

  app.delete(
    '/performer/creator-posts/:id/media/:mediaId',
    { schema: { operationId: 'deleteCreatorPostMedia', summary: 'Remove a media item from a post', params: MediaParams, response } },
    async (request) => {
      await studio.removeMedia(request.params.id, areaScope(request), request.params.mediaId);
      return ok(await view(request, request.params.id));
    },
  );

  app.delete(
    '/performer/creator-posts/:id',
    { schema: { operationId: 'deleteCreatorPost', summary: 'Delete a post', params: PostIdParams, response: { 200: Envelope(RemovedSchema) } } },
    async (request) => {
      return ok({ removed: await studio.remove(request.params.id, areaScope(request)) });
    },
  );

  // Many of the owner's posts at once (the Studio list's selection): each as its own route would, each reported.
  app.post(
    '/performer/creator-posts/bulk',
    {
      schema: {
        operationId: 'bulkEditCreatorPosts',
        summary: 'Publish, unpublish or delete several posts',
        body: BulkBody,
        response: { 200: Envelope(BulkResultSchema) },
      },
    },
    async (request) => {
      return ok(await applyBulk(studio, areaScope(request), request.body));
    },
  );
};
