import type { GatewayEvent, PaymentGateway, PaymentOutcome, PaymentRequest, RefundRequest, SubscriptionEvent, WebhookDelivery } from '../gateway';
import type { SandboxProcessor } from './processor';
import { WebhookRefused } from '../gateway';
import { SANDBOX_EVENT_TYPES, SANDBOX_RENEWAL_EVENT_TYPES, type SandboxEventBody, type SandboxRenewalBody } from './events';
import { isSandboxSignatureValid, SANDBOX_SIGNATURE_HEADER } from './signature';

const OUTCOMES: Partial<Record<string, (body: SandboxEventBody) => PaymentOutcome>> = {
  [SANDBOX_EVENT_TYPES.approve]: (body) => ({ kind: 'paid', amountCents: body.amount, currency: body.currency }),
  [SANDBOX_EVENT_TYPES.decline]: () => ({ kind: 'failed', reason: 'Declined in the payment sandbox' }),
  [SANDBOX_EVENT_TYPES.refund]: (body) =>
    typeof body.refundId === 'string'
      ? { kind: 'refund_confirmed', refundId: body.refundId, amountCents: body.amount }
      : { kind: 'reversed', reversal: 'refunded', reason: 'Refunded through the payment sandbox' },
};

/** A renewal event's meaning for the subscription it names, or null when it is not one. */
function renewalOf(body: SandboxRenewalBody): SubscriptionEvent | null {
  if (typeof body.subscriptionId !== 'string' || typeof body.renewalId !== 'string') return null;
  if (body.type === SANDBOX_RENEWAL_EVENT_TYPES.approve && Number.isInteger(body.amount) && typeof body.currency === 'string') {
    return { subscriptionId: body.subscriptionId, outcome: { kind: 'renewed', renewalId: body.renewalId, amountCents: body.amount, currency: body.currency } };
  }
  if (body.type === SANDBOX_RENEWAL_EVENT_TYPES.decline) {
    return { subscriptionId: body.subscriptionId, outcome: { kind: 'renewal_failed', reason: 'Declined in the payment sandbox' } };
  }
  return null;
}

/**
 * The built-in gateway that needs no account: the buyer pays on our own /payment/sandbox/<id> page, and the
 * sandbox (./processor.ts) delivers the outcome to our webhook as an outside gateway would, signed with
 * HMAC-SHA256 over the raw body.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly secret: string,
    private readonly processor: () => SandboxProcessor,
  ) {}

  /** The sandbox gives the money back and confirms it with its signed webhook (answered before this returns). */
  async refund(request: RefundRequest): Promise<void> {
    const answer = await this.processor().deliverRefund(request);
    if (answer.statusCode >= 300) throw new Error(`the webhook endpoint answered ${answer.statusCode} to the refund's confirmation`);
  }

  async paymentUrl(request: PaymentRequest): Promise<string> {
    return `${request.siteOrigin}/payment/sandbox/${encodeURIComponent(request.transactionId)}`;
  }

  async readWebhook(delivery: WebhookDelivery): Promise<GatewayEvent[]> {
    if (!delivery.headers[SANDBOX_SIGNATURE_HEADER]) throw new WebhookRefused(`The ${SANDBOX_SIGNATURE_HEADER} header is missing.`);
    if (!isSandboxSignatureValid(this.secret, delivery.rawBody, delivery.headers[SANDBOX_SIGNATURE_HEADER])) {
      throw new WebhookRefused('The signature does not match the body.');
    }
    let body: SandboxEventBody;
    try {
      body = JSON.parse(delivery.rawBody.toString('utf8')) as SandboxEventBody;
    } catch {
      throw new WebhookRefused('The body is not JSON.');
    }
    if (typeof body?.id !== 'string' || typeof body.type !== 'string') throw new WebhookRefused('The body has no event id or type.');
    const renewal = body.type.startsWith('subscription.') ? renewalOf(body as unknown as SandboxRenewalBody) : null;
    if (renewal) return [{ eventId: body.id, eventType: body.type, transactionId: null, outcome: null, subscription: renewal }];
    const outcome = OUTCOMES[body.type];
    const transactionId = typeof body.transactionId === 'string' ? body.transactionId : null;
    const event: GatewayEvent = {
      eventId: body.id,
      eventType: body.type,
      transactionId,
      outcome: outcome && Number.isInteger(body.amount) && typeof body.currency === 'string' ? outcome(body) : null,
    };
    // The reference an approval stores. A refund names our transaction itself (the body is signed): a renewal's
    // transaction carries its renewal id as reference instead, and must still be found.
    if (transactionId && body.type !== SANDBOX_EVENT_TYPES.refund) event.gatewayReference = `sandbox-${transactionId}`;
    return [event];
  }
}
