import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { Envelope, ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import type { RateLimiter } from '../../rate-limit';
import { PublishBody } from '../catalogue/content-fields';
import { RemovedSchema } from '../catalogue/schemas';
import { BulkBody, BulkResultSchema } from '../catalogue/bulk-schemas';
import { applyBulk } from '../catalogue/studio-bulk';
import { areaScope } from '../performers/area';
import { limitUploads } from '../uploads/limits';
import { readUpload } from '../uploads/multipart';
import { CreateProductBody, OwnProductDetailSchema, UpdateProductBody } from './schemas';
import type { ProductsService } from './service';
import type { ProductStudio } from './studio';

const ProductIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const ImageParams = Type.Object({ id: Type.String({ format: 'uuid' }), index: Type.Integer({ minimum: 0, maximum: 50 }) });
const OwnerQuery = Type.Object({ performerId: Type.Optional(Type.String({ format: 'uuid', description: 'an admin: whose product this is' })) });
const response = { 200: Envelope(OwnProductDetailSchema) };

/**
 * The Studio's product writes: a new draft (a digital product's file then comes by tus upload to
 * /api/performer/uploads/product-files), edit, pictures, publish (activate) or schedule, unpublish (deactivate),
 * delete. Each answers the product as its owner sees it.
 */
export const productStudioRoutes: FastifyPluginAsyncTypebox<{ studio: ProductStudio; products: ProductsService; limiter: RateLimiter }> = async (
  app,
  { studio, products, limiter },
) => {
  const view = (request: FastifyRequest, id: string) => products.ownerView(id, areaScope(request));

  app.post(
    '/performer/products',
    {
      schema: {
        operationId: 'createProduct',
        summary: 'Create a product (draft)',
        querystring: OwnerQuery,
        body: CreateProductBody,
        response: { 201: Envelope(OwnProductDetailSchema) },
      },
    },
    async (request, reply) => {
      const owner = areaScope(request, request.query.performerId);
      if (!owner) throw badRequest('An admin says whose product this is (performerId).', 'PERFORMER_REQUIRED');
      const id = await studio.create(owner, request.body);
      reply.code(201);
      return ok(await view(request, id));
    },
  );

  app.patch(
    '/performer/products/:id',
    { schema: { operationId: 'updateProduct', summary: 'Edit a product', params: ProductIdParams, body: UpdateProductBody, response } },
    async (request) => {
      await studio.update(request.params.id, areaScope(request), request.body);
      return ok(await view(request, request.params.id));
    },
  );

  app.post(
    '/performer/products/:id/publish',
    { schema: { operationId: 'publishProduct', summary: 'Publish a product', params: ProductIdParams, body: PublishBody, response } },
    async (request) => {
      const { publish, at } = request.body;
      await studio.publish(request.params.id, areaScope(request), publish, at === undefined ? undefined : new Date(at));
      return ok(await view(request, request.params.id));
    },
  );

  app.post(
    '/performer/products/:id/images',
    {
      preHandler: limitUploads(limiter),
      config: { uploadField: 'image' },
      schema: { operationId: 'addProductImages', summary: 'Add uploaded images to a product', params: ProductIdParams, response },
    },
    async (request) => {
      await studio.addImage(request.params.id, areaScope(request), await readUpload(request, 'image'));
      return ok(await view(request, request.params.id));
    },
  );

  app.delete(
    '/performer/products/:id/images/:index',
    { schema: { operationId: 'deleteProductImage', summary: 'Remove an image from a product', params: ImageParams, response } },
    async (request) => {
      await studio.removeImage(request.params.id, areaScope(request), request.params.index);
      return ok(await view(request, request.params.id));
    },
  );

  app.delete(
    '/performer/products/:id',
    { schema: { operationId: 'deleteProduct', summary: 'Delete a product', params: ProductIdParams, response: { 200: Envelope(RemovedSchema) } } },
    async (request) => {
      return ok({ removed: await studio.remove(request.params.id, areaScope(request)) });
    },
  );

  // Many of the owner's products at once (the Studio list's selection): each as its own route would, each reported.
  app.post(
    '/performer/products/bulk',
    {
      schema: {
        operationId: 'bulkEditProducts',
        summary: 'Publish, unpublish or delete several products',
        body: BulkBody,
        response: { 200: Envelope(BulkResultSchema) },
      },
    },
    async (request) => {
      // A product is sold one way: no update (access) is lent.
      return ok(
        await applyBulk(
          { publish: (id, scope, publish) => studio.publish(id, scope, publish), remove: (id, scope) => studio.remove(id, scope) },
          areaScope(request),
          request.body,
        ),
      );
    },
  );
};
