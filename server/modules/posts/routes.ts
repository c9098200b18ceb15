import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ListEnvelope, list, ok } from '../../http/envelope';
import { paging } from '../../http/paging';
import { IdOrSlugParams } from '../catalogue/schemas';
import { PostSchema, PostSearchQuery } from './schemas';
import type { PostsService } from './service';

export const postsRoutes: FastifyPluginAsyncTypebox<{ posts: PostsService }> = async (app, { posts }) => {
  app.get(
    '/posts/search',
    {
      config: { publicRead: 'everyone' },
      schema: {
        operationId: 'searchPosts',
        summary: "List the site's pages and posts",
        querystring: PostSearchQuery,
        response: { 200: ListEnvelope(PostSchema) },
      },
    },
    async (request) => {
      const { limit, offset, ...filters } = request.query;
      const { data, total } = await posts.search(filters, paging({ limit, offset }));
      return list(data, total);
    },
  );

  app.get(
    '/posts/:id',
    {
      config: { publicRead: 'everyone' },
      schema: { operationId: 'getPost', summary: 'Read a site page or post', params: IdOrSlugParams, response: { 200: Envelope(PostSchema) } },
    },
    async (request) => ok(await posts.detail(request.params.id)),
  );
};
