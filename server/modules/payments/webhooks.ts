import { randomUUID } from 'node:crypto';
import type { Db } from '../../db';
import type { TransactionGateway } from '../../db/schema';
import { inTransaction } from '../../db/unit-of-work';
import { HttpError, notFound } from '../../http/errors';
import { GatewayUnavailable, WebhookRefused, type GatewayEvent, type PaymentGateway, type WebhookDelivery } from '../../payments/gateway';
import type { PaymentGateways } from '../../payments/registry';
import { gatewayUnavailable } from '../../payments/unavailable';
import { paymentsRepo as repo } from './repo';
import type { Settlement } from './settlement';
import type { SubscriptionSettlement } from './subscription-settlement';

/** What a delivery carried, kept for audit: its JSON, or its text when it is not JSON (a form post). */
function payloadOf(rawBody: Buffer): unknown {
  const text = rawBody.toString('utf8').slice(0, 20_000);
  try {
    return JSON.parse(text);
  } catch {
    return { raw: text };
  }
}

/**
 * The webhook endpoint's work: the gateway checks the delivery is genuine and reads its events; each event is
 * recorded in webhook_deliveries and applied in one database transaction. The record's unique
 * (gateway, event id) makes a replay (or the same event delivered twice at once: the second waits for the first
 * to commit, then finds it) change nothing; the settlement's state machine covers the rest.
 *
 * An event for a transaction we do not know is recorded and answered 200 with the outcome
 * "unknown transaction": the delivery was genuine, and a gateway retries non-2xx answers, which would not help.
 */
export class WebhookReceiver {
  constructor(
    private readonly db: Db,
    private readonly gateways: PaymentGateways,
    private readonly settlement: Settlement,
    private readonly renewals: SubscriptionSettlement,
  ) {}

  async receive(gatewayName: string, delivery: WebhookDelivery): Promise<string[]> {
    const gateway = this.gateway(gatewayName);
    let events: GatewayEvent[];
    try {
      events = await gateway.readWebhook(delivery);
    } catch (error) {
      if (!(error instanceof WebhookRefused)) throw error;
      // Recorded under an id of our own: the id a forged delivery claims must not block the genuine event.
      await repo.recordDelivery(this.db, {
        gateway: gateway.name,
        eventId: `refused-${randomUUID()}`,
        eventType: 'refused',
        payload: { body: payloadOf(delivery.rawBody), from: delivery.remoteAddress },
        outcome: `refused: ${error.message}`,
      });
      throw new HttpError(error.statusCode, `Webhook refused: ${error.message}`, 'WEBHOOK_REFUSED');
    }
    const outcomes: string[] = [];
    for (const event of events) outcomes.push(await this.applyEvent(gateway.name, event, delivery.rawBody));
    return outcomes;
  }

  /**
   * The gateway named in the URL. One that is registered but not set up answers 503: the delivery is not read
   * (its source and secret cannot be checked), and the gateway retries it once the settings are fixed.
   */
  private gateway(name: string): PaymentGateway {
    let gateway: PaymentGateway | null;
    try {
      gateway = this.gateways.get(name);
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error;
      throw gatewayUnavailable(`the payment gateway "${name}" is not set up on this site.`);
    }
    if (!gateway) throw notFound(`There is no payment gateway "${name}".`, 'GATEWAY_NOT_FOUND');
    return gateway;
  }

  private applyEvent(gateway: TransactionGateway, event: GatewayEvent, rawBody: Buffer): Promise<string> {
    return inTransaction(this.db, async (trx, afterCommit) => {
      const deliveryId = await repo.recordDelivery(trx, {
        gateway,
        eventId: event.eventId,
        eventType: event.eventType,
        payload: payloadOf(rawBody),
        outcome: 'received',
      });
      if (!deliveryId) return 'replay: this event was received before';
      const applied = event.subscription
        ? await this.renewals.apply(trx, afterCommit, gateway, event.subscription)
        : event.outcome
          ? await this.settlement.apply(
              trx,
              afterCommit,
              { transactionId: event.transactionId, gateway, gatewayReference: event.gatewayReference },
              event.outcome,
            )
          : { outcome: 'recorded: nothing to do for this event', transactionId: null };
      await repo.setDeliveryOutcome(trx, deliveryId, applied.outcome, applied.transactionId);
      return applied.outcome;
    });
  }
}
