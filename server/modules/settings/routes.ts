import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ok } from '../../http/envelope';
import type { SettingsService } from './service';

export const settingsRoutes: FastifyPluginAsyncTypebox<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get(
    '/settings/public',
    {
      config: { publicRead: 'everyone' },
      schema: {
        querystring: Type.Object({ group: Type.Optional(Type.String({ maxLength: 50, pattern: '^[a-zA-Z]*$' })) }),
        response: { 200: Envelope(Type.Record(Type.String(), Type.Unknown())) },
      },
    },
    async (request, reply) => {
      return ok(await settings.getPublic(request.query.group || undefined));
    },
  );
};
