import { Type } from '@sinclair/typebox';

// The coupons module's part of the API contract (TypeBox only: the web app imports these types).

export const CouponCodeSchema = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' });

export const CouponCodeParams = Type.Object({ code: CouponCodeSchema });

/** What a buyer learns of a coupon they may use: discount as a fraction (0.1 is 10 % off), uses left. */
export const AppliedCouponSchema = Type.Object({
  code: Type.String(),
  discount: Type.Number(),
  expiredDate: Type.String(),
  numberOfUses: Type.Integer(),
});

/** A coupon as the admin sees it. */
export const CouponSchema = Type.Object({
  _id: Type.String(),
  code: Type.String(),
  discount: Type.Number(),
  expiredDate: Type.String(),
  numberOfUses: Type.Integer(),
  active: Type.Boolean(),
  createdAt: Type.String(),
});

export const CreateCouponBody = Type.Object(
  {
    code: CouponCodeSchema,
    /** A fraction: 0 < discount <= 1, to the basis point (0.1234 is refused), so at least one basis point. */
    discount: Type.Number({ minimum: 0.0001, maximum: 1 }),
    numberOfUses: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
    /** A date (2027-06-30: the end of that day, UTC) or a date and time. */
    expiredDate: Type.String({ minLength: 10, maxLength: 40 }),
  },
  { additionalProperties: false },
);

export const CouponIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
