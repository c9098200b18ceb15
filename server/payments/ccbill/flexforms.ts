import { createHash } from 'node:crypto';
import type { PaymentRequest } from '../gateway';
import type { CcbillConfig } from './config';
import { ccbillCurrencyCode, centsToPrice } from './money';

/**
 * initialPeriod of a one-time purchase. For a non-recurring price CCBill takes 2 to 365 days by default
 * (https://ccbill.com/doc/formdigest-value); it is how long CCBill considers the purchase active, after which it
 * sends an Expiration event. Our purchases never expire (Expiration is recorded, not acted on), so we ask for the
 * longest period CCBill allows: the form then reads "for 365 days" rather than suggesting a short rental.
 */
export const ONE_TIME_PERIOD_DAYS = 365;

/**
 * Our custom field on the FlexForms URL: CCBill passes unknown form variables through and echoes them in its
 * webhooks with an "X-" prefix (X-limelight_transaction_id). It is not covered by the formDigest, so a buyer can
 * change it: the settlement must check the paid amount against the transaction it names.
 */
export const TRANSACTION_FIELD = 'limelight_transaction_id';

/**
 * FlexForms single-billing digest: md5 of initialPrice, initialPeriod, currencyCode and the salt, joined in that
 * order with nothing between them (https://ccbill.com/doc/formdigest-value: "10.00" + "30" + "840" + salt).
 */
export function flexFormsDigest(initialPrice: string, initialPeriod: number, currencyCode: string, salt: string): string {
  return createHash('md5').update(`${initialPrice}${initialPeriod}${currencyCode}${salt}`).digest('hex');
}

/** numRebills of a subscription renewed until cancelled: CCBill reads 99 as "unlimited". */
export const UNLIMITED_REBILLS = 99;

/**
 * FlexForms recurring digest: md5 of initialPrice, initialPeriod, recurringPrice, recurringPeriod, numRebills,
 * currencyCode and the salt, in that order with nothing between them (https://ccbill.com/doc/formdigest-value).
 */
export function flexFormsRecurringDigest(
  fields: { initialPrice: string; initialPeriod: number; recurringPrice: string; recurringPeriod: number; numRebills: number; currencyCode: string },
  salt: string,
): string {
  const { initialPrice, initialPeriod, recurringPrice, recurringPeriod, numRebills, currencyCode } = fields;
  return createHash('md5').update(`${initialPrice}${initialPeriod}${recurringPrice}${recurringPeriod}${numRebills}${currencyCode}${salt}`).digest('hex');
}

/**
 * The FlexForms Dynamic Pricing address where the buyer pays this transaction: once (a purchase, or a one-off
 * subscription for its period), or a recurring subscription's first period and then its price every period.
 */
export function flexFormsPaymentUrl(config: CcbillConfig, request: PaymentRequest): string {
  const initialPrice = centsToPrice(request.amountCents);
  const currencyCode = ccbillCurrencyCode(request.currency);
  const initialPeriod = request.subscription?.periodDays ?? ONE_TIME_PERIOD_DAYS;
  const recurring = request.subscription?.recurringAmountCents ?? null;
  const pricing: Record<string, string> = { initialPrice, initialPeriod: String(initialPeriod) };
  if (recurring === null) {
    pricing.formDigest = flexFormsDigest(initialPrice, initialPeriod, currencyCode, config.salt);
  } else {
    const fields = {
      initialPrice,
      initialPeriod,
      recurringPrice: centsToPrice(recurring),
      recurringPeriod: initialPeriod,
      numRebills: UNLIMITED_REBILLS,
      currencyCode,
    };
    Object.assign(pricing, { recurringPrice: fields.recurringPrice, recurringPeriod: String(fields.recurringPeriod), numRebills: String(fields.numRebills) });
    pricing.formDigest = flexFormsRecurringDigest(fields, config.salt);
  }
  const { formDigest, ...prices } = pricing;
  const url = new URL(`${config.flexformsUrl}/${encodeURIComponent(config.flexformId)}`);
  url.search = new URLSearchParams({
    clientAccnum: config.clientAccnum,
    clientSubacc: config.clientSubacc,
    ...prices,
    currencyCode,
    formDigest,
    [TRANSACTION_FIELD]: request.transactionId,
  }).toString();
  return url.toString();
}
