import { createHash } from 'node:crypto';
import { WebhookRefused, type GatewayEvent, type PaymentOutcome, type SubscriptionEvent, type SubscriptionOutcome } from '../gateway';
import { TRANSACTION_FIELD } from './flexforms';
import { currencyOfCode, priceToCents } from './money';

/** A webhook body's fields, flat, as strings (CCBill posts the same names as JSON or form data). */
export type CcbillFields = Record<string, string>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Keeps the fields that appear once with a scalar value; a repeated form field is dropped, never guessed at. */
function fromEntries(entries: Iterable<[string, unknown]>): CcbillFields {
  const fields: CcbillFields = {};
  const repeated = new Set<string>();
  for (const [name, value] of entries) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue;
    if (name in fields) repeated.add(name);
    fields[name] = String(value);
  }
  for (const name of repeated) delete fields[name];
  return fields;
}

/**
 * The body as CCBill sends it, JSON or form data depending on the webhook's setting. The content type decides,
 * and a body that opens with "{" is JSON whatever it says (CCBill's form type is written
 * "application/x-www-form-encoded" in its own guide, so the header is not relied on alone).
 */
export function parseWebhookBody(rawBody: Buffer, contentType: string | undefined): CcbillFields {
  const text = rawBody.toString('utf8');
  if (/json/i.test(contentType ?? '') || text.trimStart().startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new WebhookRefused('CCBill webhook body is not valid JSON');
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new WebhookRefused('CCBill webhook body is not a JSON object');
    }
    return fromEntries(Object.entries(parsed));
  }
  return fromEntries(new URLSearchParams(text).entries());
}

/** Our transaction id from the custom field (echoed as "X-<name>"), or null when absent or not a uuid. */
export function ourTransactionId(fields: CcbillFields): string | null {
  const value = (fields[`X-${TRANSACTION_FIELD}`] ?? fields[TRANSACTION_FIELD] ?? '').trim();
  return UUID.test(value) ? value.toLowerCase() : null;
}

/**
 * CCBill sends no event id, so one is derived from what identifies the event in CCBill's own records: its type
 * and the CCBill transaction it is about. CCBill transaction ids are unique, and each type we act on happens at
 * most once to a transaction (a sale succeeds or fails once; it is refunded, charged back or voided, which
 * reverses the whole order). A redelivery repeats both, so it gets the same id and is recognised as a replay.
 * Events without a transaction id (subscription events such as Cancellation or Expiration) use the subscription
 * id and CCBill's timestamp of the event; failing both, a hash of the body, which a redelivery repeats byte for byte.
 */
export function eventIdOf(eventType: string, fields: CcbillFields, rawBody: Buffer): string {
  if (fields.transactionId) return `${eventType}:${fields.transactionId}`;
  if (fields.subscriptionId && fields.timestamp) {
    return `${eventType}:subscription:${fields.subscriptionId}:${fields.timestamp}`;
  }
  return `${eventType}:body:${createHash('sha256').update(rawBody).digest('hex')}`;
}

/**
 * What the buyer was charged: billedInitialPrice in billedCurrencyCode (the ISO numeric code the FlexForms price
 * was set in), else billedCurrency. The accounting* fields are the same sale in the merchant's accounting currency,
 * which may legitimately differ, so they are not what the order is compared with. A missing or unreadable field is
 * left out, and the settlement then refuses to treat the sale as paying for anything.
 */
export function chargeOf(fields: CcbillFields): { amountCents?: number; currency?: string } {
  const charge: { amountCents?: number; currency?: string } = {};
  const amountCents = priceToCents(fields.billedInitialPrice);
  if (amountCents !== null) charge.amountCents = amountCents;
  const currency = fields.billedCurrencyCode ? currencyOfCode(fields.billedCurrencyCode) : fields.billedCurrency?.trim().toUpperCase();
  if (currency) charge.currency = currency;
  return charge;
}

function reversal(kind: 'refunded' | 'chargeback' | 'voided', fields: CcbillFields): PaymentOutcome {
  const amountCents = kind === 'refunded' ? priceToCents(fields.amount) : null;
  return {
    kind: 'reversed',
    reversal: kind,
    ...(fields.reason ? { reason: fields.reason } : {}),
    ...(amountCents !== null ? { amountCents } : {}),
  };
}

/** What an event means for our transaction; null for the events we record but do not act on. */
export function outcomeOf(eventType: string, fields: CcbillFields): PaymentOutcome | null {
  switch (eventType) {
    case 'NewSaleSuccess':
      return { kind: 'paid', ...chargeOf(fields), ...(fields.subscriptionId ? { subscriptionReference: fields.subscriptionId } : {}) };
    case 'NewSaleFailure': {
      const reason = fields.failureReason || 'CCBill declined the payment';
      return { kind: 'failed', reason: fields.failureCode ? `${reason} (${fields.failureCode})` : reason };
    }
    case 'Refund':
      return reversal('refunded', fields);
    case 'Chargeback':
      return reversal('chargeback', fields);
    case 'Void':
      return reversal('voided', fields);
    default:
      return null;
  }
}

/** What a renewal charged: billedAmount (else billedRecurringPrice) in the billed currency. */
function renewalChargeOf(fields: CcbillFields): { amountCents?: number; currency?: string } {
  const { currency } = chargeOf(fields);
  const amountCents = priceToCents(fields.billedAmount ?? fields.billedRecurringPrice);
  return { ...(amountCents !== null ? { amountCents } : {}), ...(currency ? { currency } : {}) };
}

/**
 * What a subscription event means for the subscription CCBill knows by its subscriptionId (the one its
 * NewSaleSuccess started); null for other events. A renewal's own CCBill transaction id is its renewal id.
 */
export function subscriptionEventOf(eventType: string, fields: CcbillFields): SubscriptionEvent | null {
  if (!fields.subscriptionId) return null;
  let outcome: SubscriptionOutcome;
  switch (eventType) {
    case 'RenewalSuccess':
      if (!fields.transactionId) return null;
      outcome = { kind: 'renewed', renewalId: fields.transactionId, ...renewalChargeOf(fields) };
      break;
    case 'RenewalFailure': {
      const reason = fields.failureReason || 'CCBill could not charge the renewal';
      outcome = { kind: 'renewal_failed', reason: fields.failureCode ? `${reason} (${fields.failureCode})` : reason };
      break;
    }
    case 'Cancellation':
      outcome = { kind: 'cancelled' };
      break;
    case 'Expiration':
      outcome = { kind: 'expired' };
      break;
    default:
      return null;
  }
  return { subscriptionId: null, subscriptionReference: fields.subscriptionId, outcome };
}

/**
 * The event in our terms. Its gatewayReference is CCBill's transaction id (else its subscription id): Refund,
 * Chargeback and Void are not documented to echo our custom field, so that is what matches them to the
 * transaction a NewSaleSuccess paid (stored as its gateway_reference).
 */
export function toGatewayEvent(eventType: string, fields: CcbillFields, rawBody: Buffer): GatewayEvent {
  const event: GatewayEvent = {
    eventId: eventIdOf(eventType, fields, rawBody),
    eventType,
    transactionId: ourTransactionId(fields),
    outcome: outcomeOf(eventType, fields),
  };
  const reference = fields.transactionId || fields.subscriptionId;
  if (reference) event.gatewayReference = reference;
  const subscription = subscriptionEventOf(eventType, fields);
  if (subscription) event.subscription = subscription;
  return event;
}
