import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { inTransaction } from '../../db/unit-of-work';
import type { AuditLog } from '../audit/log';
import { PERFORMER_AREA } from './area';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Fields never copied into the audit log (an upload's bytes are not JSON anyway). */
const SECRET = /password|token|secret/i;

/** The body as the audit log keeps it: plain data, secrets left out, long text cut. */
function keptOf(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Buffer.isBuffer(body)) return typeof body === 'string' ? body.slice(0, 2000) : (body ?? null);
  if (Array.isArray(body)) return body.slice(0, 100).map(keptOf);
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, SECRET.test(key) ? '(hidden)' : keptOf(value)]));
}

/**
 * An admin acting in the performer area (/api/performer/..., anyone's things) is in the audit log: which route, on
 * what, with what they sent, once the change went through (after its own transaction: the route's answer is what
 * says it did). A performer's changes to their own things are theirs, not an admin action.
 */
export function auditAdminEdits(api: FastifyInstance, { db, audit }: { db: Db; audit: AuditLog }): void {
  api.addHook('onResponse', async (request, reply) => {
    if (!WRITES.has(request.method) || reply.statusCode >= 400 || !request.url.startsWith(PERFORMER_AREA)) return;
    const user = request.session?.user;
    if (!user?.roles.includes('admin')) return;
    const params = (request.params ?? {}) as Record<string, string>;
    const route = request.routeOptions.url ?? request.url;
    await inTransaction(db, (trx) =>
      audit.record(trx, {
        actor: { id: user.id, name: user.username },
        action: `performer-area.${request.method.toLowerCase()}`,
        target: { type: route.replace(/^\/api\/performer\//, ''), id: params.id ?? params.videoId ?? params.galleryId ?? params.productId ?? route },
        after: { route, params, body: keptOf(request.body) },
      }),
    ).catch((err) => request.log.error({ err }, 'recording an admin edit in the audit log failed'));
  });
}
