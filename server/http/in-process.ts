import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { InProcessApi } from '../../lib/in-process-api';

/** The API as a function: a request goes through every hook, schema and cache of the routes, without a socket. */
export function inProcessTransport(app: FastifyInstance): InProcessApi {
  return async ({ method, url, headers, body }) => {
    const target = new URL(url, 'http://in-process');
    const response = await app.inject({
      method: method as HTTPMethods,
      url: `${target.pathname}${target.search}`,
      headers,
      payload: body,
    });
    return { status: response.statusCode, statusText: response.statusMessage, body: response.body };
  };
}
