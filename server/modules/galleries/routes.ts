import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ListEnvelope, list, ok } from '../../http/envelope';
import { IdOrSlugParams, OwnAssetSearchQuery, RelatedQuery, SaleAssetSearchQuery } from '../catalogue/schemas';
import { previewerOf } from '../catalogue/preview';
import { areaScope } from '../performers/area';
import { currentSession } from '../auth/guard';
import { GalleryDetailSchema, GallerySchema, OwnGalleryDetailSchema, OwnGallerySchema, PhotoSchema, PhotoSearchQuery } from './schemas';
import type { GalleriesService } from './service';
import { paging, PagingQuery } from '../../http/paging';
import type { AgeGate } from '../age-verification/gate';
import type { BoughtListings } from '../catalogue/bought-listings';

export const galleriesRoutes: FastifyPluginAsyncTypebox<{ galleries: GalleriesService; ageGate: AgeGate; bought: BoughtListings }> = async (
  app,
  { galleries, ageGate, bought },
) => {
  app.get(
    '/user/assets/galleries/search',
    {
      // Shared for visitors; a signed-in caller's answer says which galleries they bought (BoughtListings).
      config: { publicRead: 'anonymous' },
      schema: {
        operationId: 'searchGalleries',
        summary: 'Search galleries',
        querystring: SaleAssetSearchQuery,
        response: { 200: ListEnvelope(GallerySchema) },
      },
    },
    async (request) => {
      const { limit = 12, offset = 0, ...filters } = request.query;
      const { data, total } = await bought.listing(request, 'gallery', () => galleries.search({ ...filters, limit, offset }));
      return list(data, total);
    },
  );

  app.get(
    '/user/assets/galleries/:id/view',
    {
      config: { publicRead: 'anonymous', ageGated: true },
      schema: { operationId: 'getGallery', summary: 'Read a gallery', params: IdOrSlugParams, response: { 200: Envelope(GalleryDetailSchema) } },
    },
    async (request) => {
      return ok(await galleries.detail(request.params.id, await ageGate.viewer(request), previewerOf(request)));
    },
  );

  app.get(
    '/user/assets/galleries/:id/related',
    {
      config: { publicRead: 'everyone' },
      schema: {
        operationId: 'listRelatedGalleries',
        summary: 'List galleries related to a gallery',
        params: IdOrSlugParams,
        querystring: RelatedQuery,
        response: { 200: ListEnvelope(GallerySchema) },
      },
    },
    async (request) => {
      const data = await galleries.related(request.params.id, request.query.limit ?? 12);
      return list(data, data.length);
    },
  );

  app.get(
    '/user/assets/gallery/:id/photos',
    {
      config: { signIn: 'optional' },
      schema: {
        operationId: 'listGalleryPhotos',
        summary: "List a gallery's photos",
        params: IdOrSlugParams,
        querystring: Type.Object(PagingQuery),
        response: { 200: ListEnvelope(PhotoSchema) },
      },
    },
    async (request) => {
      const { data, total } = await galleries.galleryPhotos(request.params.id, await ageGate.viewer(request), paging(request.query), previewerOf(request));
      return list(data, total);
    },
  );

  app.get(
    '/user/assets/photos',
    {
      config: { signIn: 'optional' },
      schema: {
        operationId: 'searchPhotos',
        summary: 'List photos of a gallery or a performer',
        querystring: PhotoSearchQuery,
        response: { 200: ListEnvelope(PhotoSchema) },
      },
    },
    async (request) => {
      const { galleryId, performerId } = request.query;
      const { data, total } = await galleries.photos({ galleryId, performerId }, await ageGate.viewer(request), paging(request.query));
      return list(data, total);
    },
  );

  app.get(
    '/performer/assets/galleries/search',
    {
      schema: {
        operationId: 'searchOwnGalleries',
        summary: "Search the performer's own galleries",
        querystring: OwnAssetSearchQuery,
        response: { 200: ListEnvelope(OwnGallerySchema) },
      },
    },
    async (request) => {
      const { limit = 12, offset = 0, performerId, ...filters } = request.query;
      const { data, total } = await galleries.ownSearch(areaScope(request, performerId), { ...filters, limit, offset });
      return list(data, total);
    },
  );

  app.get(
    '/performer/assets/galleries/:id/view',
    {
      schema: {
        operationId: 'getOwnGallery',
        summary: "Read one of the performer's own galleries",
        params: IdOrSlugParams,
        response: { 200: Envelope(OwnGalleryDetailSchema) },
      },
    },
    async (request) => ok(await galleries.ownerView(request.params.id, areaScope(request), currentSession(request).user.id)),
  );
};
