import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../db';
import { Envelope, ok } from '../../http/envelope';

export const healthRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      schema: {
        
        response: { 200: Envelope(Type.Object({ ok: Type.Boolean(), database: Type.Boolean(), uptime: Type.Number() })) },
      },
    },
    async () => {
      await sql`select 1`.execute(db);
      return ok({ ok: true, database: true, uptime: Math.round(process.uptime()) });
    },
  );
};
