import { WebhookRefused, type GatewayEvent, type PaymentGateway, type PaymentRequest, type RefundRequest, type WebhookDelivery } from '../gateway';
import type { CcbillConfig } from './config';
import { cancelThroughDataLink, DataLinkRefused, refundThroughDataLink } from './datalink';
import { flexFormsPaymentUrl } from './flexforms';
import { CcbillWebhookGuard, singleQueryValue } from './webhook-guard';
import { parseWebhookBody, toGatewayEvent } from './webhook-events';

/** CCBill's event types are single words: NewSaleSuccess, Refund, RenewalFailure... */
const EVENT_TYPE = /^[A-Za-z]{1,64}$/;

function header(headers: WebhookDelivery['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * CCBill: the buyer pays on a FlexForms Dynamic Pricing form; CCBill reports the outcome by webhook
 * (eventType and eventGroupType in the query string, the event's fields in the body).
 * Built from the environment as `new CcbillGateway(readCcbillConfig(process.env))`.
 */
export class CcbillGateway implements PaymentGateway {
  readonly name = 'ccbill' as const;
  private readonly guard: CcbillWebhookGuard;
  /**
   * Refunds by amount through DataLink; only with a DataLink user set up (without one, refunds are made in the
   * merchant area, and their webhooks reverse the payment here).
   */
  readonly refund?: (request: RefundRequest) => Promise<void>;

  constructor(private readonly config: CcbillConfig) {
    this.guard = new CcbillWebhookGuard(config);
    if (config.dataLink) {
      this.refund = async (request) => {
        if (!request.subscriptionReference) throw new DataLinkRefused(`CCBill did not say which sale transaction ${request.transactionId} was`);
        await refundThroughDataLink(config, request.subscriptionReference, request.amountCents);
      };
    }
  }

  async paymentUrl(request: PaymentRequest): Promise<string> {
    return flexFormsPaymentUrl(this.config, request);
  }

  /** The fan cancelled here: CCBill stops renewing through its DataLink API. */
  cancelSubscription(reference: string): Promise<void> {
    return cancelThroughDataLink(this.config, reference);
  }

  async readWebhook(delivery: WebhookDelivery): Promise<GatewayEvent[]> {
    this.guard.check(delivery);
    const fields = parseWebhookBody(delivery.rawBody, header(delivery.headers, 'content-type'));

    const account = singleQueryValue(delivery.query, 'clientAccnum') ?? fields.clientAccnum;
    if (account !== undefined && account !== this.config.clientAccnum) {
      throw new WebhookRefused(`CCBill webhook for account ${account.slice(0, 32)}, not ours (${this.config.clientAccnum})`);
    }
    const eventType = singleQueryValue(delivery.query, 'eventType') ?? fields.eventType;
    if (!eventType) throw new WebhookRefused('CCBill webhook without an eventType');
    if (!EVENT_TYPE.test(eventType)) throw new WebhookRefused(`CCBill webhook with a malformed eventType "${eventType.slice(0, 64)}"`);

    return [toGatewayEvent(eventType, fields, delivery.rawBody)];
  }
}
