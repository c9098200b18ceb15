import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ok } from '../../http/envelope';
import { NotificationKindSchema } from './centre-schemas';
import type { NotificationsService } from './service';
import { unsubscribeTarget } from './unsubscribe-links';

const UnsubscribeQuery = Type.Object({
  u: Type.String({ format: 'uuid' }),
  k: Type.String({ minLength: 1, maxLength: 400, pattern: '^[a-z_]{1,30}(,[a-z_]{1,30}){0,15}$' }),
  s: Type.String({ minLength: 22, maxLength: 22, pattern: '^[A-Za-z0-9_-]{22}$' }),
});

const UnsubscribedSchema = Type.Object({ kinds: Type.Array(NotificationKindSchema) });

/**
 * One-click unsubscribe from notification e-mails, without logging in: the signed link of a mail (its page's button,
 * or the mail client's List-Unsubscribe-Post, which sends a form body). The kinds stay on the site.
 */
export const unsubscribeRoutes: FastifyPluginAsyncTypebox<{ notifications: NotificationsService; secret: string }> = async (app, { notifications, secret }) => {
  // RFC 8058: the mail client posts "List-Unsubscribe=One-Click" as a form; what it says changes nothing here.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  app.post(
    '/notifications/unsubscribe',
    {
      config: { access: 'public', keepsPublicReads: true },
      schema: {
        operationId: 'unsubscribeFromMail',
        summary: 'Unsubscribe from a kind of e-mail (signed link)',
        querystring: UnsubscribeQuery,
        response: { 200: Envelope(UnsubscribedSchema) },
      },
    },
    async (request) => {
      const { userId, kinds } = unsubscribeTarget(secret, request.query);
      await notifications.stopMailing(userId, kinds);
      return ok({ kinds });
    },
  );
};
