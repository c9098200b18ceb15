import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../http/envelope';
import { limitRequests, type RateLimiter } from '../../rate-limit';
import { currentSession } from '../auth/guard';
import type { DataExporter } from './data-export';
import type { AccountDeletion } from './deletion';
import { DATA_EXPORTS, DELETION_ATTEMPTS } from './limits';
import { AccountDeletedSchema, AccountDeletionBody, DataExportSchema } from './schemas';

interface Options {
  deletion: AccountDeletion;
  exporter: DataExporter;
  limiter: RateLimiter;
}

/** A user's own account as a whole: downloading everything kept about it, and deleting it. */
export const accountRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { deletion, exporter, limiter }) => {
  const perUser = (rule: typeof DATA_EXPORTS) => limitRequests(limiter, rule, (request) => currentSession(request).user.id);

  app.get(
    '/users/me/export',
    {
      preHandler: perUser(DATA_EXPORTS),
      schema: { operationId: 'exportMyData', summary: 'Download everything the site holds on the caller', response: { 200: Envelope(DataExportSchema) } },
    },
    async (request, reply) => {
      const { id, user } = currentSession(request);
      const data = await exporter.of(user.id, id);
      const day = data.exportedAt.slice(0, 10);
      // A file to keep, not a page to show (personal: the hook in http/public-reads sends it `private, no-store`).
      reply.header('content-disposition', `attachment; filename="limelight-data-${day}.json"`);
      return ok(data);
    },
  );

  app.post(
    '/users/me/deletion',
    // A deleted fan's comments now show "Deleted user": cached public reads of them go stale.
    {
      preHandler: perUser(DELETION_ATTEMPTS),
      schema: {
        operationId: 'deleteMyAccount',
        summary: "Delete the caller's account",
        body: AccountDeletionBody,
        response: { 200: Envelope(AccountDeletedSchema) },
      },
    },
    async (request) => {
      const { password, confirmation } = request.body;
      await deletion.delete(currentSession(request).user.id, password, confirmation);
      return ok({ deleted: true });
    },
  );
};
