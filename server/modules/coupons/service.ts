import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db';
import type { CouponRow } from '../../db/schema';
import { inTransaction, type Executor } from '../../db/unit-of-work';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import type { Actor } from '../audit/actor';
import type { AuditLog } from '../audit/log';
import { couponsRepo as repo } from './repo';
import type { AppliedCouponSchema, CouponSchema } from './schemas';

export type AppliedCouponDto = Static<typeof AppliedCouponSchema>;
export type CouponDto = Static<typeof CouponSchema>;

/** A coupon an order may carry: what the orders module needs to price it. */
export interface UsableCoupon {
  id: string;
  code: string;
  discountBp: number;
}

const unprocessable = (message: string, code: string) => new HttpError(422, message, code);

/** No use left: either all are paid for, or some are held by other buyers' checkouts that may yet give them back. */
function usedUp(code: string, heldElsewhere: number): HttpError {
  if (heldElsewhere > 0) {
    return unprocessable(
      `The last uses of the coupon ${code} are held by other buyers' checkouts awaiting payment. Try again later: a use comes back if one of them is not paid.`,
      'COUPON_HELD',
    );
  }
  return unprocessable(`The coupon ${code} has been used up.`, 'COUPON_USED_UP');
}

/** 2027-06-30 is the end of that day (UTC); anything else must be a date and time Date can read. */
export function parseExpiry(text: string): Date {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const date = new Date(day ? `${text}T23:59:59.999Z` : text);
  if (Number.isNaN(date.getTime())) throw badRequest(`expiredDate "${text}" is not a date (use 2027-06-30 or an ISO date and time)`, 'INVALID_DATE');
  return date;
}

const fraction = (bp: number) => bp / 10_000;

function toCoupon(row: CouponRow): CouponDto {
  return {
    _id: row.id,
    code: row.code,
    discount: fraction(row.discount_bp),
    expiredDate: row.expires_at.toISOString(),
    numberOfUses: row.uses_left,
    active: row.active,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Owns coupons and their redemptions. A use is taken when an order is created and held by that order while it
 * awaits payment: uses paid never exceed uses offered, and a buyer holds at most one use of a coupon, across
 * open orders too. An order that is cancelled, expires, fails or is refunded gives its use back.
 */
export class CouponsService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
  ) {}

  /** The coupon `userId` may use now, or the 404/422 saying why not. */
  async usable(code: string, userId: string, db: Executor = this.db): Promise<UsableCoupon & { row: CouponRow }> {
    const row = await repo.byCode(db, code);
    if (!row || !row.active) throw notFound(`There is no coupon "${code}".`, 'COUPON_NOT_FOUND');
    if (row.expires_at.getTime() <= Date.now()) throw unprocessable(`The coupon ${row.code} has expired.`, 'COUPON_EXPIRED');
    const mine = await repo.redemptionOf(db, row.id, userId);
    if (mine === 'paid') throw unprocessable(`You have already used the coupon ${row.code}.`, 'COUPON_ALREADY_USED');
    if (mine === 'open')
      throw unprocessable(`The coupon ${row.code} is held by your checkout awaiting payment: pay or cancel that order first.`, 'COUPON_HELD_BY_YOU');
    if (row.uses_left <= 0) throw usedUp(row.code, await repo.heldByOpenOrders(db, row.id));
    return { id: row.id, code: row.code, discountBp: row.discount_bp, row };
  }

  /**
   * Takes a use for an order just created, inside its transaction: the order holds it until it is paid (spent)
   * or closed without payment (given back). Concurrent checkouts queue on the coupon's row; the one that finds
   * no use left is refused and creates nothing.
   */
  async hold(trx: Executor, coupon: UsableCoupon, userId: string, orderId: string): Promise<void> {
    if (!(await repo.recordRedemption(trx, { couponId: coupon.id, userId, orderId }))) {
      throw unprocessable(`You have already used the coupon ${coupon.code}.`, 'COUPON_ALREADY_USED');
    }
    if (!(await repo.takeUse(trx, coupon.id))) throw usedUp(coupon.code, await repo.heldByOpenOrders(trx, coupon.id));
  }

  /** POST /coupons/:code/apply-coupon */
  async apply(code: string, userId: string): Promise<AppliedCouponDto> {
    const { row } = await this.usable(code, userId);
    return { code: row.code, discount: fraction(row.discount_bp), expiredDate: row.expires_at.toISOString(), numberOfUses: row.uses_left };
  }

  /** The order holding a use was paid: the use is spent. */
  spend(trx: Executor, orderId: string): Promise<void> {
    return repo.markPaid(trx, orderId);
  }

  /** Gives back the use an order held or spent (it was closed unpaid, or reversed): the buyer may use the coupon again. */
  async release(trx: Executor, orderId: string): Promise<void> {
    const redemption = await repo.deleteRedemption(trx, orderId);
    if (redemption?.useSpent) await repo.giveUseBack(trx, redemption.couponId);
  }

  /** A new coupon; an admin's (or the command line's) is recorded in the audit log with `actor`, in the same transaction. */
  async create(input: { code: string; discount: number; numberOfUses: number; expiredDate: string }, actor?: Actor): Promise<CouponDto> {
    const discountBp = Math.round(input.discount * 10_000);
    if (!(discountBp > 0 && discountBp <= 10_000) || Math.abs(discountBp - input.discount * 10_000) > 1e-6) {
      throw badRequest('discount must be a fraction above 0 and at most 1, to four decimals (0.2 is 20 % off)', 'INVALID_DISCOUNT');
    }
    if (!Number.isSafeInteger(input.numberOfUses) || input.numberOfUses < 0) throw badRequest('numberOfUses must be a whole number, 0 or more');
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(input.code)) throw badRequest('code must be 1 to 40 letters, digits, _ or -', 'INVALID_CODE');
    const expiresAt = parseExpiry(input.expiredDate);
    return inTransaction(this.db, async (trx) => {
      const row = await repo.create(trx, { code: input.code, discountBp, usesLeft: input.numberOfUses, expiresAt });
      if (!row) throw conflict(`A coupon ${input.code} already exists (codes are case-insensitive).`, 'COUPON_EXISTS');
      const coupon = toCoupon(row);
      if (actor) await this.audit.record(trx, { actor, action: 'coupon.create', target: { type: 'coupon', id: row.id }, after: coupon });
      return coupon;
    });
  }

  async list(): Promise<CouponDto[]> {
    return (await repo.list(this.db)).map(toCoupon);
  }

  /** By id (HTTP) or code (command line); recorded in the audit log with `actor`. */
  async deactivate(where: { id: string } | { code: string }, actor: Actor): Promise<CouponDto> {
    return inTransaction(this.db, async (trx) => {
      const before = await repo.forChange(trx, where);
      const row = before && (await repo.deactivate(trx, { id: before.id }));
      if (!row) throw notFound('There is no such coupon.', 'COUPON_NOT_FOUND');
      const coupon = toCoupon(row);
      await this.audit.record(trx, { actor, action: 'coupon.deactivate', target: { type: 'coupon', id: row.id }, before: toCoupon(before), after: coupon });
      return coupon;
    });
  }
}
