import type { WebhookTransport } from '../webhook-transport';
import { SANDBOX_EVENT_TYPES, sandboxEventId, type SandboxDecision, type SandboxEventBody } from './events';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from './signature';

/** The transaction the sandbox decides about. */
export interface SandboxPayment {
  id: string;
  amountCents: number;
  currency: string;
}

/**
 * The sandbox's own side, standing in for an outside payment processor: a decision on a payment (approve,
 * decline, refund) becomes a signed webhook delivered to our endpoint over the transport (a real HTTP request
 * to this server in production). It answers what the endpoint answered.
 */
export class SandboxProcessor {
  constructor(
    private readonly secret: string,
    private readonly transport: () => WebhookTransport,
  ) {}

  async deliver(payment: SandboxPayment, decision: SandboxDecision): Promise<{ statusCode: number; body: string }> {
    const event: SandboxEventBody = {
      id: sandboxEventId(payment.id, decision),
      type: SANDBOX_EVENT_TYPES[decision],
      transactionId: payment.id,
      amount: payment.amountCents,
      currency: payment.currency,
      createdAt: new Date().toISOString(),
    };
    const body = Buffer.from(JSON.stringify(event));
    return this.transport()({
      path: '/payment/webhooks/sandbox',
      body,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(this.secret, body) },
    });
  }
}
