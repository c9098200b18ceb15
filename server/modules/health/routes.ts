import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../db';
import { markUnavailable } from '../../db/unavailable';
import { Envelope, ok } from '../../http/envelope';

export const healthRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Check that the API and its database answer',
        response: { 200: Envelope(Type.Object({ ok: Type.Boolean(), database: Type.Boolean(), uptime: Type.Number() })) },
      },
    },
    async () => {
      try {
        await sql`select 1`.execute(db);
      } catch (error) {
        // Whatever the reason, a database that cannot answer `select 1` is down as far as health goes: 503 DATABASE_UNAVAILABLE.
        throw markUnavailable(error);
      }
      return ok({ ok: true, database: true, uptime: Math.round(process.uptime()) });
    },
  );
};
