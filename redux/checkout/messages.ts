/** What checkout says when the server gives no message of its own. */
export const CHECKOUT_MESSAGES = {
  couponUnknown: 'This coupon does not exist.',
  couponRefused: 'This coupon cannot be used.',
  purchaseFailed: 'Your order could not be placed, please try again later',
  productMissing: 'This product is no longer available.',
  productFailed: 'This product could not be loaded.',
} as const;
