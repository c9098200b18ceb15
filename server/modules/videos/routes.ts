import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ListEnvelope, list, ok } from '../../http/envelope';
import { areaScope } from '../performers/area';
import { IdOrSlugParams, OwnAssetSearchQuery, RelatedQuery, VideoSearchQuery } from '../catalogue/schemas';
import { OwnVideoDetailSchema, OwnVideoSchema, VideoDetailSchema, VideoSchema } from './schemas';
import type { VideosService } from './service';
import { currentSession } from '../auth/guard';
import type { AgeGate } from '../age-verification/gate';
import type { BoughtListings } from '../catalogue/bought-listings';
import { previewerOf } from '../catalogue/preview';

export const videosRoutes: FastifyPluginAsyncTypebox<{ videos: VideosService; ageGate: AgeGate; bought: BoughtListings }> = async (
  app,
  { videos, ageGate, bought },
) => {
  app.get(
    '/user/assets/videos/search',
    {
      // Shared for visitors; a signed-in caller's answer says which videos they bought (BoughtListings).
      config: { access: 'public', publicRead: 'anonymous' },
      schema: { operationId: 'searchVideos', summary: 'Search videos', querystring: VideoSearchQuery, response: { 200: ListEnvelope(VideoSchema) } },
    },
    async (request) => {
      const { limit = 12, offset = 0, ...filters } = request.query;
      const { data, total } = await bought.listing(request, 'video', () => videos.search({ ...filters, limit, offset }));
      return list(data, total);
    },
  );

  app.get(
    '/user/assets/videos/:id',
    // Shared for visitors (a free video's link is signed for anyone, for hours); a signed-in caller's answer is theirs.
    {
      config: { access: 'public', publicRead: 'anonymous', ageGated: true },
      schema: { operationId: 'getVideo', summary: 'Read a video', params: IdOrSlugParams, response: { 200: Envelope(VideoDetailSchema) } },
    },
    async (request) => {
      return ok(await videos.detail(request.params.id, await ageGate.viewer(request), previewerOf(request)));
    },
  );

  app.get(
    '/user/assets/videos/:id/related',
    {
      config: { access: 'public', publicRead: 'everyone' },
      schema: {
        operationId: 'listRelatedVideos',
        summary: 'List videos related to a video',
        params: IdOrSlugParams,
        querystring: RelatedQuery,
        response: { 200: ListEnvelope(VideoSchema) },
      },
    },
    async (request) => {
      const data = await videos.related(request.params.id, request.query.limit ?? 12);
      return list(data, data.length);
    },
  );

  app.get(
    '/performer/assets/videos/search',
    {
      schema: {
        operationId: 'searchOwnVideos',
        summary: "Search the performer's own videos",
        querystring: OwnAssetSearchQuery,
        response: { 200: ListEnvelope(OwnVideoSchema) },
      },
    },
    async (request) => {
      const { limit = 12, offset = 0, performerId, ...filters } = request.query;
      const { data, total } = await videos.ownSearch(areaScope(request, performerId), { ...filters, limit, offset });
      return list(data, total);
    },
  );

  app.get(
    '/performer/assets/videos/:id/view',
    {
      schema: {
        operationId: 'getOwnVideo',
        summary: "Read one of the performer's own videos",
        params: IdOrSlugParams,
        response: { 200: Envelope(OwnVideoDetailSchema) },
      },
    },
    async (request) => {
      return ok(await videos.ownerView(request.params.id, areaScope(request), currentSession(request).user.id));
    },
  );
};
