import type { FastifyInstance, FastifyRequest } from 'fastify';
import { joinFirstTransaction, type JoiningWork } from '../../db/unit-of-work';
import type { AuditEntry, AuditLog } from '../audit/log';
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

/** The audit entry of an admin's write in the performer area, or null when the request is not one. */
function adminEditOf(request: FastifyRequest): AuditEntry | null {
  if (!WRITES.has(request.method) || !request.url.startsWith(PERFORMER_AREA)) return null;
  const user = request.session?.user;
  if (!user?.roles.includes('admin')) return null;
  const params = (request.params ?? {}) as Record<string, string>;
  const route = request.routeOptions.url ?? request.url;
  return {
    actor: { id: user.id, name: user.username },
    action: `performer-area.${request.method.toLowerCase()}`,
    target: { type: route.replace(/^\/api\/performer\//, ''), id: params.id ?? params.videoId ?? params.galleryId ?? params.productId ?? route },
    after: { route, params, body: keptOf(request.body) },
  };
}

/**
 * An admin acting in the performer area (/api/performer/..., anyone's things) is in the audit log: which route, on
 * what, with what they sent. The record is written in the first transaction the route's change makes, so the change
 * and its record commit together, though the Studio's code knows nothing of the audit. A request that changed
 * nothing in a transaction and still succeeded is recorded once it has answered. A performer's changes to their
 * own things are theirs, not an admin action.
 */
export function auditAdminEdits(api: FastifyInstance, { audit }: { audit: AuditLog }): void {
  const edits = new WeakMap<FastifyRequest, { entry: AuditEntry; joining: JoiningWork }>();
  // A callback hook, so that the route's handler runs inside the context joinFirstTransaction opens.
  api.addHook('preHandler', (request, _reply, done) => {
    const entry = adminEditOf(request);
    if (!entry) return done();
    edits.set(request, { entry, joining: joinFirstTransaction((trx) => audit.record(trx, entry), done) });
  });
  api.addHook('onResponse', async (request, reply) => {
    const edit = edits.get(request);
    if (!edit) return;
    const { state } = edit.joining;
    edit.joining.state = 'done'; // work the request left running does not record it again
    if (state !== 'waiting' || reply.statusCode >= 400) return;
    await audit.recordDone(edit.entry).catch((err) => request.log.error({ err }, 'recording an admin edit in the audit log failed'));
  });
}
