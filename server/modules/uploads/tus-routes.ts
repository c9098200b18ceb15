import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Uploads } from './uploads';

/** The API's own prefix: a target's path is the whole address, the routes are registered under /api. */
const API_PREFIX = '/api';

/**
 * The tus endpoints of resumable uploads (one per kind: videos, photos), in the performer area (its guard: a
 * performer or an admin). @tus/server answers every request itself, streaming PATCH bodies to storage as they arrive.
 */
export const resumableUploadRoutes: FastifyPluginAsync<{ uploads: Uploads }> = async (app, { uploads }) => {
  // tus sends the file's bytes as application/offset+octet-stream: left unread here, for @tus/server to stream.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const schema = { hide: true, summary: 'tus 1.0.0 resumable upload (creation, termination): see the README' };
  for (const upload of Object.values(uploads.byKind)) {
    const handler = (request: FastifyRequest, reply: FastifyReply) => upload.handle(request, reply);
    const url = upload.target.path.slice(API_PREFIX.length);
    app.route({ method: ['POST', 'OPTIONS'], url, schema, handler });
    app.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: `${url}/:name`, schema, handler });
  }
};
