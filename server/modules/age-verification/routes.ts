import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../http/envelope';
import type { SettingsService } from '../settings/service';
import { AgeVerificationEnabledSchema } from './schemas';

/** Whether logins must pass age verification. The provider flow itself comes with its own issue. */
export const ageVerificationRoutes: FastifyPluginAsyncTypebox<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get(
    '/users/verifymyage/enabled',
    { schema: { response: { 200: Envelope(AgeVerificationEnabledSchema) } } },
    async () => ok({ enabled: await settings.get('ageVerificationEnabled', false) }),
  );
};
