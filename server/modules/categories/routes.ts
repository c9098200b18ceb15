import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ListEnvelope, list } from '../../http/envelope';
import { PagingQuery, paging } from '../catalogue/listing';
import { CategoryGroup, CategorySchema, toCategory } from './presenter';
import type { CategoriesRepo } from './repo';

export const categoriesRoutes: FastifyPluginAsyncTypebox<{ categories: CategoriesRepo }> = async (app, { categories }) => {
  app.get(
    '/user/assets/categories/search',
    {
      config: { publicRead: 'everyone' },
      schema: {
        querystring: Type.Object({
          group: Type.Optional(CategoryGroup),
          q: Type.Optional(Type.String({ maxLength: 200 })),
          ...PagingQuery,
        }),
        response: { 200: ListEnvelope(CategorySchema) },
      },
    },
    async (request, reply) => {
      const { limit, offset, ...filters } = request.query;
      const { rows, total } = await categories.search(filters, paging({ limit, offset }));
      return list(rows.map(toCategory), total);
    },
  );
};
