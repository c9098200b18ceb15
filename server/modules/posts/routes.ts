import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ListEnvelope, list, ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import type { FileUrls } from '../catalogue/file-urls';
import { paging } from '../catalogue/listing';
import { IdOrSlugParams } from '../catalogue/schemas';
import { toPost } from './presenter';
import { PostSchema, PostSearchQuery } from './schemas';
import type { PostsRepo } from './repo';

export const postsRoutes: FastifyPluginAsyncTypebox<{ posts: PostsRepo; files: FileUrls }> = async (app, { posts, files }) => {
  app.get(
    '/posts/search',
    {
      config: { publicRead: 'everyone' },
      schema: {
        querystring: PostSearchQuery,
        response: { 200: ListEnvelope(PostSchema) },
      },
    },
    async (request, reply) => {
      const { limit, offset, ...filters } = request.query;
      const { rows, total } = await posts.search(filters, paging({ limit, offset }));
      return list(
        rows.map((p) => toPost(p, files)),
        total,
      );
    },
  );

  app.get(
    '/posts/:id',
    { config: { publicRead: 'everyone' }, schema: { params: IdOrSlugParams, response: { 200: Envelope(PostSchema) } } },
    async (request, reply) => {
      const post = await posts.byIdOrSlug(request.params.id);
      if (!post) throw notFound('Post not found');
      return ok(toPost(post, files));
    },
  );
};
