import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../http/envelope';
import { currentSession } from '../auth/guard';
import { NotificationPreferencesBody, NotificationPreferencesSchema } from './schemas';
import type { NotificationsService } from './service';

/** The signed-in user's choice of optional mails. */
export const notificationsRoutes: FastifyPluginAsyncTypebox<{ notifications: NotificationsService }> = async (app, { notifications }) => {
  const response = { 200: Envelope(NotificationPreferencesSchema) };

  app.get(
    '/users/me/notification-preferences',
    { schema: { operationId: 'getNotificationPreferences', summary: "Read the caller's notification preferences", response } },
    async (request) => ok(await notifications.preferences(currentSession(request).user.id)),
  );

  app.put(
    '/users/me/notification-preferences',
    {
      config: { keepsPublicReads: true },
      schema: {
        operationId: 'updateNotificationPreferences',
        summary: "Update the caller's notification preferences",
        body: NotificationPreferencesBody,
        response,
      },
    },
    async (request) => ok(await notifications.update(currentSession(request).user.id, request.body)),
  );
};
