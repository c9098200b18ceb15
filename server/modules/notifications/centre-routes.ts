import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../http/envelope';
import { currentSession } from '../auth/guard';
import type { NotificationCentre } from './centre';
import { NotificationParams, NotificationsPageSchema, NotificationsQuery, ReadAllBody, UnreadSchema } from './centre-schemas';

/** The signed-in user's notifications: the list, the unread count, reading one or all (personal: never cached). */
export const notificationCentreRoutes: FastifyPluginAsyncTypebox<{ centre: NotificationCentre }> = async (app, { centre }) => {
  const me = (request: Parameters<typeof currentSession>[0]) => currentSession(request).user.id;
  const unread = { response: { 200: Envelope(UnreadSchema) } };
  // Reading changes nothing the public reads.
  const write = { config: { keepsPublicReads: true } };

  app.get(
    '/notifications',
    {
      schema: {
        operationId: 'listNotifications',
        summary: "List the caller's notifications",
        querystring: NotificationsQuery,
        response: { 200: Envelope(NotificationsPageSchema) },
      },
    },
    async (request) => ok(await centre.page(me(request), request.query.cursor, request.query.limit ?? 20)),
  );

  app.get(
    '/notifications/unread',
    { schema: { ...unread, operationId: 'countUnreadNotifications', summary: "Count the caller's unread notifications" } },
    async (request) => ok({ unread: await centre.unread(me(request)) }),
  );

  app.post(
    '/notifications/:id/read',
    { ...write, schema: { operationId: 'markNotificationRead', summary: 'Mark a notification read', params: NotificationParams, ...unread } },
    async (request) => ok({ unread: await centre.markRead(me(request), request.params.id) }),
  );

  app.post(
    '/notifications/read-all',
    { ...write, schema: { operationId: 'markAllNotificationsRead', summary: 'Mark every notification read', body: ReadAllBody, ...unread } },
    async (request) => ok({ unread: await centre.markAllRead(me(request), request.body?.upTo) }),
  );
};
