import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ok } from '../../http/envelope';
import type { SettingsService } from '../settings/service';

/** Whether logins must pass age verification. The provider flow itself comes with its own issue. */
export const ageVerificationRoutes: FastifyPluginAsyncTypebox<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get(
    '/users/verifymyage/enabled',
    { schema: { response: { 200: Envelope(Type.Object({ enabled: Type.Boolean() })) } } },
    async () => ok({ enabled: await settings.get('ageVerificationEnabled', false) }),
  );
};
