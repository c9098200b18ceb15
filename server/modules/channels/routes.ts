import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ListEnvelope, list, ok } from '../../http/envelope';
import { IdOrSlugParams } from '../catalogue/schemas';
import { VideoSchema } from '../videos/schemas';
import { ChannelSchema } from './schemas';
import type { ChannelsService } from './service';
import { PagingQuery, paging } from '../../http/paging';

const Paged = Type.Object({ ...PagingQuery });

export const channelsRoutes: FastifyPluginAsyncTypebox<{ channels: ChannelsService }> = async (app, { channels }) => {
  app.get(
    '/user/channels',
    {
      config: { publicRead: 'everyone' },
      schema: { operationId: 'listChannels', summary: 'List channels', querystring: Paged, response: { 200: ListEnvelope(ChannelSchema) } },
    },
    async (request) => {
      const { data, total } = await channels.list(paging(request.query));
      return list(data, total);
    },
  );

  app.get(
    '/user/channels/:id',
    {
      config: { publicRead: 'everyone' },
      schema: { operationId: 'getChannel', summary: 'Read a channel', params: IdOrSlugParams, response: { 200: Envelope(ChannelSchema) } },
    },
    async (request) => {
      const channel = await channels.detail(request.params.id);
      return ok(channel);
    },
  );

  app.get(
    '/user/channels/:id/videos',
    {
      config: { publicRead: 'everyone' },
      schema: {
        operationId: 'listChannelVideos',
        summary: "List a channel's videos",
        params: IdOrSlugParams,
        querystring: Paged,
        response: { 200: ListEnvelope(VideoSchema) },
      },
    },
    async (request) => {
      const { data, total } = await channels.channelVideos(request.params.id, paging(request.query));
      return list(data, total);
    },
  );
};
