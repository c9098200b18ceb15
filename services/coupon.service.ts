import type { AppliedCoupon } from '../types/checkout';
import { to } from './endpoint';
import { send } from './fetch-helpers';

const APPLY_COUPON = 'POST /coupons/:code/apply-coupon';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { APPLY_COUPON };

export const couponService = {
  /** POST /coupons/:code/apply-coupon: the coupon when the caller may use it; 404 unknown, 422 with a code otherwise. */
  apply: async (code: string) => (await send<AppliedCoupon>(to(APPLY_COUPON, { code }))).data,
};
