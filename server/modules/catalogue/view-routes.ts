import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SuccessFlag, ok } from '../../http/envelope';
import type { PublishedTable } from './live';
import { IdOrSlugParams } from './schemas';
import type { ViewCounter } from './view-counter';

const COUNTED: Array<{ table: PublishedTable; path: string; operationId: string; item: string }> = [
  { table: 'videos', path: '/user/assets/videos/:id/views', operationId: 'countVideoView', item: 'video' },
  { table: 'galleries', path: '/user/assets/galleries/:id/views', operationId: 'countGalleryView', item: 'gallery' },
  { table: 'products', path: '/user/assets/products/:id/views', operationId: 'countProductView', item: 'product' },
  { table: 'creator_posts', path: '/user/assets/creator-posts/:id/views', operationId: 'countCreatorPostView', item: "creator's post" },
];

/**
 * POST a view of a video, gallery, product or creator's post page: the page sends it once when it is shown. It answers
 * success whether or not the view counted (a repeat within the hour, the owner's own), so a client learns
 * nothing about other viewers.
 */
export const viewRoutes: FastifyPluginAsyncTypebox<{ views: ViewCounter }> = async (app, { views }) => {
  for (const { table, path, operationId, item } of COUNTED) {
    app.post(
      path,
      {
        config: { keepsPublicReads: true },
        schema: { operationId, summary: `Count a view of a ${item}`, params: IdOrSlugParams, response: { 200: SuccessFlag } },
      },
      async (request) => {
        await views.count(table, request.params.id, { userId: request.session?.user.id ?? null, address: request.ip });
        return ok({ success: true });
      },
    );
  }
};
