import { call } from 'redux-saga/effects';
import { notify } from '../lib/notify';
import { goToPayment } from '../lib/payment-redirect';

/** What the buyer is told when a payment address is not one we follow. */
export const BAD_PAYMENT_URL = 'The payment page could not be opened, please try again later';

/**
 * THE pay-then-redirect, for every saga that sends a buyer to pay (the cart's checkout, a video or gallery bought
 * alone, a subscription, an order's "Pay now"): off to the payment address (one of our pages by client routing,
 * an outside gateway by a full page load), or, when the address is not one we follow, the buyer is told so.
 * Answers whether the buyer is on the way.
 */
export function* payThenRedirect(paymentUrl: string) {
  const followed: boolean = yield call(goToPayment, paymentUrl);
  if (!followed) yield call(notify.error, BAD_PAYMENT_URL);
  return followed;
}
