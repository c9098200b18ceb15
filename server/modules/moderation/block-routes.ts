import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, list, ListEnvelope, ok, SuccessFlag } from '../../http/envelope';
import { paging } from '../../http/paging';
import { currentSession, requireRole } from '../auth/guard';
import type { UserBlocks } from './blocks';
import { BlockedUserSchema, BlockParams, BlocksQuery } from './schemas';

/** A creator's blocked users: list, block, unblock (their own list only; nothing here changes what the public reads). */
export const blockRoutes: FastifyPluginAsyncTypebox<{ blocks: UserBlocks }> = async (app, { blocks }) => {
  const own = { preHandler: requireRole('performer'), config: { keepsPublicReads: true } };
  const me = (request: Parameters<typeof currentSession>[0]) => currentSession(request).user.id;

  app.get(
    '/performer/blocks',
    {
      ...own,
      schema: {
        operationId: 'listBlockedUsers',
        summary: 'List the users the performer blocked',
        querystring: BlocksQuery,
        response: { 200: ListEnvelope(BlockedUserSchema) },
      },
    },
    async (request) => {
      const { data, total } = await blocks.list(me(request), paging(request.query));
      return list(data, total);
    },
  );

  app.put(
    '/performer/blocks/:userId',
    { ...own, schema: { operationId: 'blockUser', summary: 'Block a user', params: BlockParams, response: { 200: Envelope(BlockedUserSchema) } } },
    async (request) => ok(await blocks.block(me(request), request.params.userId)),
  );

  app.delete(
    '/performer/blocks/:userId',
    { ...own, schema: { operationId: 'unblockUser', summary: 'Unblock a user', params: BlockParams, response: { 200: SuccessFlag } } },
    async (request) => {
      await blocks.unblock(me(request), request.params.userId);
      return ok({ success: true });
    },
  );
};
