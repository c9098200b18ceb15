import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { Envelope, ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { currentSession } from '../auth/guard';
import { PublishBody } from '../catalogue/content-fields';
import { RemovedSchema } from '../catalogue/schemas';
import { BulkBody, BulkResultSchema } from '../catalogue/bulk-schemas';
import { applyBulk } from '../catalogue/studio-bulk';
import { areaScope } from '../performers/area';
import { CreateGalleryBody, GalleryCoverBody, OwnGalleryDetailSchema, PhotoCaptionBody, PhotoOrderBody, UpdateGalleryBody } from './schemas';
import type { GalleriesService } from './service';
import type { GalleryStudio } from './studio';

const GalleryIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const PhotoParams = Type.Object({ id: Type.String({ format: 'uuid' }), photoId: Type.String({ format: 'uuid' }) });
const OwnerQuery = Type.Object({ performerId: Type.Optional(Type.String({ format: 'uuid', description: 'an admin: whose gallery this is' })) });
const response = { 200: Envelope(OwnGalleryDetailSchema) };

/**
 * The Studio's gallery writes: a new draft (its photos then come by tus upload to /api/performer/uploads/photos),
 * edit, publish or schedule, the photos' order, captions and removal, the cover, delete. Each answers the gallery as
 * its owner sees it.
 */
export const galleryStudioRoutes: FastifyPluginAsyncTypebox<{ studio: GalleryStudio; galleries: GalleriesService }> = async (app, { studio, galleries }) => {
  const view = (request: FastifyRequest, id: string) => galleries.ownerView(id, areaScope(request), currentSession(request).user.id);

  app.post(
    '/performer/galleries',
    {
      schema: {
        operationId: 'createGallery',
        summary: 'Create a gallery (draft)',
        querystring: OwnerQuery,
        body: CreateGalleryBody,
        response: { 201: Envelope(OwnGalleryDetailSchema) },
      },
    },
    async (request, reply) => {
      const owner = areaScope(request, request.query.performerId);
      if (!owner) throw badRequest('An admin says whose gallery this is (performerId).', 'PERFORMER_REQUIRED');
      const id = await studio.create(owner, request.body);
      reply.code(201);
      return ok(await view(request, id));
    },
  );

  app.patch(
    '/performer/galleries/:id',
    { schema: { operationId: 'updateGallery', summary: 'Edit a gallery', params: GalleryIdParams, body: UpdateGalleryBody, response } },
    async (request) => {
      await studio.update(request.params.id, areaScope(request), request.body);
      return ok(await view(request, request.params.id));
    },
  );

  app.post(
    '/performer/galleries/:id/publish',
    { schema: { operationId: 'publishGallery', summary: 'Publish a gallery', params: GalleryIdParams, body: PublishBody, response } },
    async (request) => {
      const { publish, at } = request.body;
      await studio.publish(request.params.id, areaScope(request), publish, at === undefined ? undefined : new Date(at));
      return ok(await view(request, request.params.id));
    },
  );

  app.put(
    '/performer/galleries/:id/photos/order',
    { schema: { operationId: 'orderGalleryPhotos', summary: "Reorder a gallery's photos", params: GalleryIdParams, body: PhotoOrderBody, response } },
    async (request) => {
      await studio.reorder(request.params.id, areaScope(request), request.body.photoIds);
      return ok(await view(request, request.params.id));
    },
  );

  app.patch(
    '/performer/galleries/:id/photos/:photoId',
    { schema: { operationId: 'updateGalleryPhoto', summary: 'Edit a gallery photo', params: PhotoParams, body: PhotoCaptionBody, response } },
    async (request) => {
      await studio.caption(request.params.id, areaScope(request), request.params.photoId, request.body.caption);
      return ok(await view(request, request.params.id));
    },
  );

  app.delete(
    '/performer/galleries/:id/photos/:photoId',
    { schema: { operationId: 'deleteGalleryPhoto', summary: 'Remove a photo from a gallery', params: PhotoParams, response } },
    async (request) => {
      await studio.removePhoto(request.params.id, areaScope(request), request.params.photoId);
      return ok(await view(request, request.params.id));
    },
  );

  app.post(
    '/performer/galleries/:id/cover',
    { schema: { operationId: 'setGalleryCover', summary: "Choose a gallery's cover photo", params: GalleryIdParams, body: GalleryCoverBody, response } },
    async (request) => {
      await studio.setCover(request.params.id, areaScope(request), request.body.photoId);
      return ok(await view(request, request.params.id));
    },
  );

  app.delete(
    '/performer/galleries/:id',
    { schema: { operationId: 'deleteGallery', summary: 'Delete a gallery', params: GalleryIdParams, response: { 200: Envelope(RemovedSchema) } } },
    async (request) => {
      return ok({ removed: await studio.remove(request.params.id, areaScope(request)) });
    },
  );

  // Many of the owner's galleries at once (the Studio list's selection): each as its own route would, each reported.
  app.post(
    '/performer/galleries/bulk',
    {
      schema: {
        operationId: 'bulkEditGalleries',
        summary: 'Publish, unpublish or delete several galleries',
        body: BulkBody,
        response: { 200: Envelope(BulkResultSchema) },
      },
    },
    async (request) => {
      return ok(await applyBulk(studio, areaScope(request), request.body));
    },
  );
};
