import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db';
import { inTransaction } from '../../db/unit-of-work';
import { list, ListEnvelope, Envelope, ok, SuccessFlag } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { currentSession } from './guard';
import { toDeviceSession } from './session-presenter';
import { DeviceSessionSchema, RevokedSessionsSchema, SessionIdParams } from './session-schemas';
import type { SessionService } from './sessions';

/** The user's signed-in devices: seeing them, signing one out, and signing out everywhere else. */
export const sessionRoutes: FastifyPluginAsyncTypebox<{ sessions: SessionService; db: Db }> = async (app, { sessions, db }) => {
  // Signing devices out changes nothing a public read shows.
  const config = { keepsPublicReads: true };

  app.get(
    '/users/me/sessions',
    { schema: { operationId: 'listMySessions', summary: "List the caller's signed-in sessions", response: { 200: ListEnvelope(DeviceSessionSchema) } } },
    async (request) => {
      const session = currentSession(request);
      const rows = await sessions.liveOf(session.user.id);
      const data = rows.map((s) => toDeviceSession(s, session.id));
      return list(data, data.length);
    },
  );

  app.delete(
    '/users/me/sessions/:id',
    {
      config,
      schema: { operationId: 'revokeMySession', summary: "Sign one of the caller's sessions out", params: SessionIdParams, response: { 200: SuccessFlag } },
    },
    async (request) => {
      // Someone else's session, or one already ended, is as unknown as one that never was.
      if (!(await sessions.revokeOwn(currentSession(request).user.id, request.params.id))) throw notFound('Session not found', 'SESSION_NOT_FOUND');
      return ok({ success: true });
    },
  );

  app.post(
    '/users/me/sessions/revoke-others',
    {
      config,
      schema: {
        operationId: 'revokeMyOtherSessions',
        summary: 'Sign out every other session of the caller',
        response: { 200: Envelope(RevokedSessionsSchema) },
      },
    },
    async (request) => {
      const { id, user } = currentSession(request);
      const revoked = await inTransaction(db, (trx, afterCommit) => sessions.revokeAllOf(trx, afterCommit, user.id, id));
      return ok({ revoked });
    },
  );
};
