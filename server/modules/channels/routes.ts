import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ListEnvelope, list, ok } from '../../http/envelope';
import { PagingQuery, paging, publicCache } from '../catalogue/listing';
import { IdOrSlugParams } from '../catalogue/schemas';
import { VideoSchema } from '../videos/presenter';
import { ChannelSchema } from './presenter';
import type { ChannelsService } from './service';

const Paged = Type.Object({ ...PagingQuery });

export const channelsRoutes: FastifyPluginAsyncTypebox<{ channels: ChannelsService }> = async (app, { channels }) => {
  app.get(
    '/user/channels',
    { schema: { querystring: Paged, response: { 200: ListEnvelope(ChannelSchema) } } },
    async (request, reply) => {
      const { data, total } = await channels.list(paging(request.query));
      publicCache(reply);
      return list(data, total);
    },
  );

  app.get(
    '/user/channels/:id',
    { schema: { params: IdOrSlugParams, response: { 200: Envelope(ChannelSchema) } } },
    async (request, reply) => {
      const channel = await channels.detail(request.params.id);
      publicCache(reply);
      return ok(channel);
    },
  );

  app.get(
    '/user/channels/:id/videos',
    { schema: { params: IdOrSlugParams, querystring: Paged, response: { 200: ListEnvelope(VideoSchema) } } },
    async (request, reply) => {
      const { data, total } = await channels.channelVideos(request.params.id, paging(request.query));
      publicCache(reply);
      return list(data, total);
    },
  );
};
