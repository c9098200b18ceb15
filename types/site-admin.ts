import type { Static } from '@sinclair/typebox';
import type { AdminSettingSchema, FailedJobSchema } from '../server/modules/admin/schemas';
import type { CouponSchema, CreateCouponBody } from '../server/modules/coupons/schemas';

/** A row of GET /admin/settings: its key, value (a provider's secret shows as hidden), group and whether the public reads it. */
export type AdminSetting = Static<typeof AdminSettingSchema>;

export type Coupon = Static<typeof CouponSchema>;
/** POST /admin/coupons: the discount is a fraction (0.2 is 20% off). */
export type CreateCoupon = Static<typeof CreateCouponBody>;

/** GET /admin/jobs/failed: a job every attempt of which failed. */
export type FailedJob = Static<typeof FailedJobSchema>;
