import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ListEnvelope, list, ok } from '../../http/envelope';
import { paging } from '../../http/paging';
import type { AgeGate } from '../age-verification/gate';
import { currentSession } from '../auth/guard';
import { previewerOf } from '../catalogue/preview';
import { IdOrSlugParams, OwnAssetSearchQuery } from '../catalogue/schemas';
import { areaScope } from '../performers/area';
import { CreatorPostSchema, CreatorPostSearchQuery, OwnCreatorPostDetailSchema, OwnCreatorPostSchema } from './schemas';
import type { CreatorPostsService } from './service';

/**
 * Reads of creators' posts: a performer's posts (their page's Posts tab) and one post, each as the caller may see it
 * (their entitlement decides the text and the photos' links, so answers are never shared); the owner's Studio list
 * and post.
 */
export const creatorPostsRoutes: FastifyPluginAsyncTypebox<{ creatorPosts: CreatorPostsService; ageGate: AgeGate }> = async (
  app,
  { creatorPosts, ageGate },
) => {
  app.get(
    '/user/assets/creator-posts/search',
    {
      config: { signIn: 'optional' },
      schema: {
        operationId: 'searchCreatorPosts',
        summary: "List a performer's posts",
        querystring: CreatorPostSearchQuery,
        response: { 200: ListEnvelope(CreatorPostSchema) },
      },
    },
    async (request) => {
      const { data, total } = await creatorPosts.search(request.query.performerId, await ageGate.viewer(request), paging(request.query));
      return list(data, total);
    },
  );

  app.get(
    '/user/assets/creator-posts/:id/view',
    {
      config: { ageGated: true, signIn: 'optional' },
      schema: { operationId: 'getCreatorPost', summary: "Read a performer's post", params: IdOrSlugParams, response: { 200: Envelope(CreatorPostSchema) } },
    },
    async (request) => ok(await creatorPosts.detail(request.params.id, await ageGate.viewer(request), previewerOf(request))),
  );

  app.get(
    '/performer/assets/creator-posts/search',
    {
      schema: {
        operationId: 'searchOwnCreatorPosts',
        summary: "Search the performer's own posts",
        querystring: OwnAssetSearchQuery,
        response: { 200: ListEnvelope(OwnCreatorPostSchema) },
      },
    },
    async (request) => {
      const { limit = 12, offset = 0, performerId, ...filters } = request.query;
      const { data, total } = await creatorPosts.ownSearch(areaScope(request, performerId), currentSession(request).user.id, { ...filters, limit, offset });
      return list(data, total);
    },
  );

  app.get(
    '/performer/assets/creator-posts/:id/view',
    {
      schema: {
        operationId: 'getOwnCreatorPost',
        summary: "Read one of the performer's own posts",
        params: IdOrSlugParams,
        response: { 200: Envelope(OwnCreatorPostDetailSchema) },
      },
    },
    async (request) => ok(await creatorPosts.ownerView(request.params.id, areaScope(request), currentSession(request).user.id)),
  );
};
