import type { WebhookTransport } from '../webhook-transport';
import {
  SANDBOX_EVENT_TYPES,
  SANDBOX_RENEWAL_EVENT_TYPES,
  sandboxEventId,
  sandboxRenewalEventId,
  sandboxRefundEventId,
  sandboxRenewalId,
  type SandboxDecision,
  type SandboxEventBody,
  type SandboxRenewalBody,
  type SandboxRenewalDecision,
} from './events';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from './signature';

/** The transaction the sandbox decides about. */
export interface SandboxPayment {
  id: string;
  amountCents: number;
  currency: string;
}

/** A subscription the sandbox charges, due for renewal at its period end. */
export interface SandboxRenewal {
  subscriptionId: string;
  periodEnd: Date;
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
    return this.send(event);
  }

  /** Gives back what we asked of a payment (part or all of it) and confirms it with a signed webhook naming our refund. */
  async deliverRefund(refund: {
    refundId: string;
    transactionId: string;
    amountCents: number;
    currency: string;
  }): Promise<{ statusCode: number; body: string }> {
    return this.send({
      id: sandboxRefundEventId(refund.refundId),
      type: SANDBOX_EVENT_TYPES.refund,
      transactionId: refund.transactionId,
      amount: refund.amountCents,
      currency: refund.currency,
      createdAt: new Date().toISOString(),
      refundId: refund.refundId,
    });
  }

  /** Charges a due renewal (or declines it, as told) and delivers the outcome as a signed webhook. */
  async deliverRenewal(renewal: SandboxRenewal, decision: SandboxRenewalDecision): Promise<{ statusCode: number; body: string }> {
    const renewalId = sandboxRenewalId(renewal.subscriptionId, renewal.periodEnd);
    const event: SandboxRenewalBody = {
      id: sandboxRenewalEventId(renewalId, decision),
      type: SANDBOX_RENEWAL_EVENT_TYPES[decision],
      subscriptionId: renewal.subscriptionId,
      renewalId,
      amount: renewal.amountCents,
      currency: renewal.currency,
      createdAt: new Date().toISOString(),
    };
    return this.send(event);
  }

  private send(event: SandboxEventBody | SandboxRenewalBody): Promise<{ statusCode: number; body: string }> {
    const body = Buffer.from(JSON.stringify(event));
    return this.transport()({
      path: '/payment/webhooks/sandbox',
      body,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(this.secret, body) },
    });
  }
}
