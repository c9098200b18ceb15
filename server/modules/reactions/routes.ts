import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TObject } from '@sinclair/typebox';
import { Envelope, ListEnvelope, list, ok } from '../../http/envelope';
import { currentSession } from '../auth/guard';
import { GallerySchema } from '../galleries/schemas';
import { PerformerSchema } from '../performers/schemas';
import { ProductSchema } from '../products/schemas';
import { VideoSchema } from '../videos/schemas';
import {
  ActionSchema,
  ReactedItemsQuery,
  ReactionBody,
  ReactionObjectTypeSchema,
  ReactionResultSchema,
  ReactionSchema,
  ReactionStateSchema,
  ReactionTargetQuery,
  type ReactionObjectType,
} from './schemas';
import type { CardSource, ReactionsService } from './service';
import { PagingQuery, paging } from '../../http/paging';

interface Options {
  reactions: ReactionsService;
  videos: CardSource<{ _id: string }>;
  galleries: CardSource<{ _id: string }>;
  products: CardSource<{ _id: string }>;
  performers: CardSource<{ _id: string }>;
}

/** Reactions (like, favourite, watch_later) of the signed-in user; every route needs a session. */
export const reactionsRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { reactions, videos, galleries, products, performers }) => {
  for (const on of [true, false]) {
    app.route({
      method: on ? 'POST' : 'DELETE',
      url: '/reactions',
      schema: {
        operationId: on ? 'addReaction' : 'removeReaction',
        summary: on ? 'Like, favourite or save an item for later' : 'Take back a like, favourite or save for later',
        body: ReactionBody,
        response: { 200: Envelope(ReactionResultSchema) },
      },
      handler: async (request) => ok(await reactions.set(currentSession(request).user.id, request.body, on)),
    });
  }

  app.get(
    '/reactions/search',
    {
      schema: {
        operationId: 'searchReactions',
        summary: "List the caller's reactions",
        querystring: Type.Object({ action: Type.Optional(ActionSchema), objectType: Type.Optional(ReactionObjectTypeSchema), ...PagingQuery }),
        response: { 200: ListEnvelope(ReactionSchema) },
      },
    },
    async (request) => {
      const { action, objectType } = request.query;
      const { data, total } = await reactions.search(currentSession(request).user.id, { action, objectType }, paging(request.query));
      return list(data, total);
    },
  );

  app.get(
    '/reactions/state',
    {
      schema: {
        operationId: 'getReactionState',
        summary: "Read the caller's reactions to items",
        querystring: ReactionTargetQuery,
        response: { 200: Envelope(ReactionStateSchema) },
      },
    },
    async (request) => {
      const { objectType, objectId } = request.query;
      return ok(await reactions.state(currentSession(request).user.id, objectType, objectId));
    },
  );

  const withItems: Array<{ path: string; objectType: ReactionObjectType; card: TObject; source: CardSource<{ _id: string }>; operationId: string }> = [
    { path: '/reactions/videos', objectType: 'video', card: VideoSchema, source: videos, operationId: 'listReactedVideos' },
    { path: '/reactions/galleries', objectType: 'gallery', card: GallerySchema, source: galleries, operationId: 'listReactedGalleries' },
    { path: '/reactions/products', objectType: 'product', card: ProductSchema, source: products, operationId: 'listReactedProducts' },
    { path: '/reactions/performers', objectType: 'performer', card: PerformerSchema, source: performers, operationId: 'listReactedPerformers' },
  ];
  for (const { path, objectType, card, source, operationId } of withItems) {
    app.get(
      path,
      {
        schema: {
          operationId,
          summary: `List the ${path.split('/').pop()} the caller reacted to`,
          querystring: ReactedItemsQuery,
          response: { 200: ListEnvelope(Type.Object({ ...ReactionSchema.properties, objectInfo: card })) },
        },
      },
      async (request) => {
        const { action = 'favourite' } = request.query;
        const userId = currentSession(request).user.id;
        const { data, total } = await reactions.withItems(userId, objectType, action, paging(request.query), source);
        return list(data, total);
      },
    );
  }
};
