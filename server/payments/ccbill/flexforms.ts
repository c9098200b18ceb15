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

/** The FlexForms Dynamic Pricing address where the buyer pays this transaction once. */
export function flexFormsPaymentUrl(config: CcbillConfig, request: PaymentRequest): string {
  const initialPrice = centsToPrice(request.amountCents);
  const currencyCode = ccbillCurrencyCode(request.currency);
  const url = new URL(`${config.flexformsUrl}/${encodeURIComponent(config.flexformId)}`);
  url.search = new URLSearchParams({
    clientAccnum: config.clientAccnum,
    clientSubacc: config.clientSubacc,
    initialPrice,
    initialPeriod: String(ONE_TIME_PERIOD_DAYS),
    currencyCode,
    formDigest: flexFormsDigest(initialPrice, ONE_TIME_PERIOD_DAYS, currencyCode, config.salt),
    [TRANSACTION_FIELD]: request.transactionId,
  }).toString();
  return url.toString();
}
