import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ok, SuccessFlag } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { actorOf } from '../audit/actor';
import { requireRole } from '../auth/guard';
import { Body } from '../auth/schemas';
import { runAdminCommand } from './commands';
import { AdminSettingSchema } from './schemas';
import type { AdminService } from './service';

interface Options {
  admin: AdminService;
  /** Shared with the admin CLI through a file only the server's user can read; null disables the CLI route. */
  cliSecret: string | null;
}

const CountryParams = Type.Object({ code: Type.String({ pattern: '^[A-Za-z]{2}$' }) });

export const adminRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { admin, cliSecret }) => {
  const adminOnly = { preHandler: requireRole('admin') };

  app.get(
    '/admin/settings',
    { schema: { operationId: 'listSettings', summary: 'List every site setting', response: { 200: Envelope(Type.Array(AdminSettingSchema)) } }, ...adminOnly },
    async () => ok(await admin.listSettings()),
  );

  app.put(
    '/admin/settings/:key',
    {
      ...adminOnly,
      schema: {
        operationId: 'updateSetting',
        summary: 'Change a site setting',
        params: Type.Object({ key: Type.String({ maxLength: 100 }) }),
        body: Body({ value: Type.Unknown() }),
        response: { 200: SuccessFlag },
      },
    },
    async (request) => {
      await admin.setSetting(request.params.key, request.body.value, actorOf(request));
      return ok({ success: true });
    },
  );

  app.get(
    '/admin/country-block',
    {
      ...adminOnly,
      schema: { operationId: 'listBlockedCountries', summary: 'List blocked countries', response: { 200: Envelope(Type.Array(Type.String())) } },
    },
    async () => ok(await admin.blockedCountries()),
  );
  app.put(
    '/admin/country-block/:code',
    { ...adminOnly, schema: { operationId: 'blockCountry', summary: 'Block a country', params: CountryParams, response: { 200: SuccessFlag } } },
    async (request) => {
      await admin.blockCountry(request.params.code, actorOf(request));
      return ok({ success: true });
    },
  );
  app.delete(
    '/admin/country-block/:code',
    { ...adminOnly, schema: { operationId: 'unblockCountry', summary: 'Unblock a country', params: CountryParams, response: { 200: SuccessFlag } } },
    async (request) => {
      await admin.unblockCountry(request.params.code, actorOf(request));
      return ok({ success: true });
    },
  );

  if (cliSecret) {
    const expected = Buffer.from(cliSecret);
    app.post(
      '/admin/cli',
      {
        // The CLI secret, not a session, is its permission (server/cli/admin.ts).
        config: { access: 'public' },
        schema: {
          hide: true,
          body: Body({ args: Type.Array(Type.String({ maxLength: 500 }), { maxItems: 20 }) }),
          response: { 200: Envelope(Type.Object({ output: Type.String() })) },
        },
      },
      async (request) => {
        const given = Buffer.from(String(request.headers['x-admin-cli-secret'] ?? ''));
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden();
        return ok({ output: await runAdminCommand(admin, request.body.args) });
      },
    );
  }
};
