import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListEnvelope, list } from '../../http/envelope';
import { paging } from '../../http/paging';
import { CategorySchema, CategorySearchQuery } from './schemas';
import type { CategoriesService } from './service';

export const categoriesRoutes: FastifyPluginAsyncTypebox<{ categories: CategoriesService }> = async (app, { categories }) => {
  app.get(
    '/user/assets/categories/search',
    {
      config: { publicRead: 'everyone' },
      schema: {
        operationId: 'searchCategories',
        summary: 'List categories',
        querystring: CategorySearchQuery,
        response: { 200: ListEnvelope(CategorySchema) },
      },
    },
    async (request) => {
      const { limit, offset, ...filters } = request.query;
      const { data, total } = await categories.search(filters, paging({ limit, offset }));
      return list(data, total);
    },
  );
};
