import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { currentSession } from '../auth/guard';
import { areaScope } from '../performers/area';
import { PublishBody } from '../catalogue/content-fields';
import { RemovedSchema } from '../catalogue/schemas';
import { BulkBody, BulkResultSchema } from '../catalogue/bulk-schemas';
import { applyBulk } from '../catalogue/studio-bulk';
import { ChoosePosterBody, CreateVideoBody, OwnVideoDetailSchema, UpdateVideoBody } from './schemas';
import type { RateLimiter } from '../../rate-limit';
import { limitUploads } from '../uploads/limits';
import { readUpload } from '../uploads/multipart';
import type { VideosService } from './service';
import type { VideoStudio } from './studio';

const VideoIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const OwnerQuery = Type.Object({ performerId: Type.Optional(Type.String({ format: 'uuid', description: 'an admin: whose video this is' })) });

/** The Studio's video writes: a new draft (its file then comes by tus upload), edit, publish, retry after a failure, delete. */
export const videoStudioRoutes: FastifyPluginAsyncTypebox<{ studio: VideoStudio; videos: VideosService; limiter: RateLimiter }> = async (
  app,
  { studio, videos, limiter },
) => {
  app.post(
    '/performer/videos',
    {
      schema: {
        operationId: 'createVideo',
        summary: 'Create a video (draft)',
        querystring: OwnerQuery,
        body: CreateVideoBody,
        response: { 201: Envelope(OwnVideoDetailSchema) },
      },
    },
    async (request, reply) => {
      const owner = areaScope(request, request.query.performerId);
      if (!owner) throw badRequest('An admin says whose video this is (performerId).', 'PERFORMER_REQUIRED');
      const id = await studio.createDraft(owner, request.body);
      reply.code(201);
      return ok(await videos.ownerView(id, owner, currentSession(request).user.id));
    },
  );

  app.patch(
    '/performer/videos/:id',
    {
      schema: {
        operationId: 'updateVideo',
        summary: 'Edit a video',
        params: VideoIdParams,
        body: UpdateVideoBody,
        response: { 200: Envelope(OwnVideoDetailSchema) },
      },
    },
    async (request) => {
      const scope = areaScope(request);
      await studio.update(request.params.id, scope, request.body);
      return ok(await videos.ownerView(request.params.id, scope, currentSession(request).user.id));
    },
  );

  app.post(
    '/performer/videos/:id/publish',
    {
      schema: {
        operationId: 'publishVideo',
        summary: 'Publish a video',
        params: VideoIdParams,
        body: PublishBody,
        response: { 200: Envelope(OwnVideoDetailSchema) },
      },
    },
    async (request) => {
      const scope = areaScope(request);
      const { publish, at } = request.body;
      await studio.publish(request.params.id, scope, publish, at === undefined ? undefined : new Date(at));
      return ok(await videos.ownerView(request.params.id, scope, currentSession(request).user.id));
    },
  );

  app.post(
    '/performer/videos/:id/retry',
    {
      schema: {
        operationId: 'retryVideoProcessing',
        summary: 'Process a failed video again',
        params: VideoIdParams,
        response: { 200: Envelope(OwnVideoDetailSchema) },
      },
    },
    async (request) => {
      const scope = areaScope(request);
      await studio.retry(request.params.id, scope);
      return ok(await videos.ownerView(request.params.id, scope, currentSession(request).user.id));
    },
  );

  app.delete(
    '/performer/videos/:id/replacement',
    {
      schema: {
        operationId: 'cancelVideoReplacement',
        summary: "Drop a video's pending replacement file",
        params: VideoIdParams,
        response: { 200: Envelope(OwnVideoDetailSchema) },
      },
    },
    async (request) => {
      const scope = areaScope(request);
      await studio.discardReplacement(request.params.id, scope);
      return ok(await videos.ownerView(request.params.id, scope, currentSession(request).user.id));
    },
  );

  app.post(
    '/performer/videos/:id/poster',
    {
      schema: {
        operationId: 'chooseVideoPoster',
        summary: "Choose a video's poster among its frames",
        params: VideoIdParams,
        body: ChoosePosterBody,
        response: { 200: Envelope(OwnVideoDetailSchema) },
      },
    },
    async (request) => {
      const scope = areaScope(request);
      await studio.choosePoster(request.params.id, scope, request.body.candidate);
      return ok(await videos.ownerView(request.params.id, scope, currentSession(request).user.id));
    },
  );

  app.post(
    '/performer/videos/:id/poster/upload',
    {
      preHandler: limitUploads(limiter),
      config: { uploadField: 'poster' },
      schema: {
        operationId: 'uploadVideoPoster',
        summary: "Upload a video's poster image",
        params: VideoIdParams,
        response: { 200: Envelope(OwnVideoDetailSchema) },
      },
    },
    async (request) => {
      const scope = areaScope(request);
      await studio.uploadPoster(request.params.id, scope, await readUpload(request, 'poster'));
      return ok(await videos.ownerView(request.params.id, scope, currentSession(request).user.id));
    },
  );

  app.delete(
    '/performer/videos/:id',
    { schema: { operationId: 'deleteVideo', summary: 'Delete a video', params: VideoIdParams, response: { 200: Envelope(RemovedSchema) } } },
    async (request) => {
      return ok({ removed: await studio.remove(request.params.id, areaScope(request)) });
    },
  );

  // Many of the owner's videos at once (the Studio list's selection): each as its own route would, each reported.
  app.post(
    '/performer/videos/bulk',
    {
      schema: {
        operationId: 'bulkEditVideos',
        summary: 'Publish, unpublish or delete several videos',
        body: BulkBody,
        response: { 200: Envelope(BulkResultSchema) },
      },
    },
    async (request) => {
      return ok(await applyBulk(studio, areaScope(request), request.body));
    },
  );
};
