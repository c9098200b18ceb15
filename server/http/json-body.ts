import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify reads them, except that an empty one is no body (instead of a 400): a client that sends
 * `Content-Type: application/json` with nothing, to a write that takes nothing, is not wrong. A route that needs a
 * body still says so (400, "body must be object").
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
}
