import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListEnvelope, list } from '../../http/envelope';
import { paging } from '../catalogue/listing';
import { toCategory } from './presenter';
import { CategorySchema, CategorySearchQuery } from './schemas';
import type { CategoriesRepo } from './repo';

export const categoriesRoutes: FastifyPluginAsyncTypebox<{ categories: CategoriesRepo }> = async (app, { categories }) => {
  app.get(
    '/user/assets/categories/search',
    {
      config: { publicRead: 'everyone' },
      schema: {
        querystring: CategorySearchQuery,
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
