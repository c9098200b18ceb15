import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { Envelope, ok } from '../../http/envelope';
import { PublicSettingsQuery, PublicSettingsSchema } from './schemas';
import type { SettingsService } from './service';

/** One group's part of the public settings, or all of them. */
const PublicSettingsPart = Type.Partial(PublicSettingsSchema);

export const settingsRoutes: FastifyPluginAsyncTypebox<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get(
    '/settings/public',
    {
      config: { publicRead: 'everyone' },
      schema: {
        operationId: 'getPublicSettings',
        summary: "Read the site's public settings",
        querystring: PublicSettingsQuery,
        response: { 200: Envelope(PublicSettingsPart) },
      },
    },
    async (request) => {
      // Settings are stored as JSON by key; the migrations and the admin's typed updates keep them to this shape.
      return ok((await settings.getPublic(request.query.group || undefined)) as Static<typeof PublicSettingsPart>);
    },
  );
};
