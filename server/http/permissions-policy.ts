import type { FastifyInstance, FastifyReply } from 'fastify';

/** No page of the site uses the camera, the microphone, the location or the Payment Request API: no frame may either. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/**
 * Set on the raw response, so it goes out with every answer of this server: the API's, and the pages and static files
 * main.ts hands to Next (which writes the response itself).
 */
export function sendPermissionsPolicy(reply: FastifyReply): void {
  reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
}

export function registerPermissionsPolicy(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => sendPermissionsPolicy(reply));
}
