import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** A webhook on its way to our own endpoint, as a gateway would send it. */
export interface OutgoingWebhook {
  /** Under /api: '/payment/webhooks/sandbox'. */
  path: string;
  body: Buffer;
  headers: Record<string, string>;
}

export type WebhookTransport = (webhook: OutgoingWebhook) => Promise<{ statusCode: number; body: string }>;

/** Where this server listens, as an address a request can be sent to (a wildcard address becomes loopback). */
export function listeningOrigin(server: Server): string {
  const address = server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') {
    throw new Error('The server is not listening on a TCP port, so the payment sandbox cannot deliver its webhook.');
  }
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? (address.family === 'IPv6' ? '[::1]' : '127.0.0.1') : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** Production: a real HTTP request to this server's own listening address, read when the webhook is sent. */
export function loopbackHttpTransport(server: Server): WebhookTransport {
  return async ({ path, body, headers }) => {
    const response = await fetch(`${listeningOrigin(server)}/api${path}`, {
      method: 'POST',
      headers,
      body: new Uint8Array(body),
      signal: AbortSignal.timeout(30_000),
    });
    return { statusCode: response.status, body: await response.text() };
  };
}

/** Tests that do not listen: the same request through Fastify's inject (every hook and parser, no socket). */
export function injectTransport(app: FastifyInstance): WebhookTransport {
  return async ({ path, body, headers }) => {
    const response = await app.inject({ method: 'POST', url: `/api${path}`, headers, payload: body });
    return { statusCode: response.statusCode, body: response.body };
  };
}
