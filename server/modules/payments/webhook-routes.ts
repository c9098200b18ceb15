import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ok } from '../../http/envelope';
import { WebhookAnswerSchema, WebhookParams } from './schemas';
import type { WebhookReceiver } from './webhooks';

/**
 * POST /payment/webhooks/:gateway, in its own plugin scope: here (and only here) every body is kept as the raw
 * Buffer it arrived as, since signatures cover the exact bytes and a gateway may post a form rather than JSON.
 */
export const webhookRoutes: FastifyPluginAsyncTypebox<{ webhooks: WebhookReceiver }> = async (app, { webhooks }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));

  app.post(
    '/payment/webhooks/:gateway',
    {
      schema: {
        operationId: 'receivePaymentWebhook',
        summary: "Receive a payment gateway's event",
        params: WebhookParams,
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        body: Type.Unknown({ description: "The gateway's event exactly as it sends it: JSON (the sandbox) or a form (CCBill)" }),
        description:
          'Where payment gateways deliver their events. The sandbox signs the raw body (HMAC-SHA256, header x-sandbox-signature); ' +
          'CCBill (/payment/webhooks/ccbill) is taken only from its address ranges (CCBILL_WEBHOOK_ALLOWED_IPS, else 403) and, when ' +
          'CCBILL_WEBHOOK_SECRET is set, with ?secret=<it> in the URL (else 401).',
        response: { 200: Envelope(WebhookAnswerSchema) },
      },
    },
    async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcomes = await webhooks.receive(request.params.gateway, {
        rawBody,
        headers: request.headers,
        query: request.query as Record<string, string | undefined>,
        remoteAddress: request.ip,
      });
      return ok({ outcomes });
    },
  );
};
