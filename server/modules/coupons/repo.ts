import { sql } from 'kysely';
import type { CouponRow } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';

/** The coupons module's queries: coupons and their redemptions (one per user and coupon). */
export const couponsRepo = {
  byCode(db: Executor, code: string): Promise<CouponRow | undefined> {
    return db
      .selectFrom('coupons')
      .selectAll()
      .where(sql<string>`lower(code)`, '=', code.toLowerCase())
      .executeTakeFirst();
  },

  /** Whether this user holds a use of the coupon: by an order awaiting payment ('open'), by a paid one ('paid'), or none. */
  async redemptionOf(db: Executor, couponId: string, userId: string): Promise<'open' | 'paid' | null> {
    const row = await db.selectFrom('coupon_redemptions').select('paid').where('coupon_id', '=', couponId).where('user_id', '=', userId).executeTakeFirst();
    return row ? (row.paid ? 'paid' : 'open') : null;
  },

  /** How many uses of the coupon are held by orders awaiting payment. */
  async heldByOpenOrders(db: Executor, couponId: string): Promise<number> {
    const row = await db
      .selectFrom('coupon_redemptions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('coupon_id', '=', couponId)
      .where('paid', '=', false)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async markPaid(db: Executor, orderId: string): Promise<void> {
    await db.updateTable('coupon_redemptions').set({ paid: true }).where('order_id', '=', orderId).execute();
  },

  /** Records the redemption; false when this user already has one for this coupon. */
  async recordRedemption(db: Executor, values: { couponId: string; userId: string; orderId: string }): Promise<boolean> {
    const row = await db
      .insertInto('coupon_redemptions')
      .values({ coupon_id: values.couponId, user_id: values.userId, order_id: values.orderId, paid: false })
      .onConflict((oc) => oc.doNothing())
      .returning('order_id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Takes one use, never below zero (concurrent payments queue on the row); false when none was left. */
  async takeUse(db: Executor, couponId: string): Promise<boolean> {
    const row = await db
      .updateTable('coupons')
      .set({ uses_left: sql`uses_left - 1`, updated_at: new Date() })
      .where('id', '=', couponId)
      .where('uses_left', '>', 0)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Removes an order's redemption; says whether it had taken a use. */
  async deleteRedemption(db: Executor, orderId: string): Promise<{ couponId: string; useSpent: boolean } | null> {
    const row = await db.deleteFrom('coupon_redemptions').where('order_id', '=', orderId).returning(['coupon_id', 'use_spent']).executeTakeFirst();
    return row ? { couponId: row.coupon_id, useSpent: row.use_spent } : null;
  },

  giveUseBack(db: Executor, couponId: string) {
    return db
      .updateTable('coupons')
      .set({ uses_left: sql`uses_left + 1`, updated_at: new Date() })
      .where('id', '=', couponId)
      .execute();
  },

  create(db: Executor, values: { code: string; discountBp: number; usesLeft: number; expiresAt: Date }): Promise<CouponRow | undefined> {
    return db
      .insertInto('coupons')
      .values({ code: values.code, discount_bp: values.discountBp, uses_left: values.usesLeft, expires_at: values.expiresAt })
      .onConflict((oc) => oc.expression(sql`lower(code)`).doNothing())
      .returningAll()
      .executeTakeFirst();
  },

  list(db: Executor): Promise<CouponRow[]> {
    return db.selectFrom('coupons').selectAll().orderBy('created_at', 'desc').orderBy('code').execute();
  },

  /** The coupon by id or code (any case), locked for the caller's change. */
  forChange(db: Executor, where: { id?: string; code?: string }): Promise<CouponRow | undefined> {
    const query = db.selectFrom('coupons').selectAll();
    return (where.id ? query.where('id', '=', where.id) : query.where(sql<string>`lower(code)`, '=', (where.code ?? '').toLowerCase()))
      .forUpdate()
      .executeTakeFirst();
  },

  deactivate(db: Executor, where: { id: string }): Promise<CouponRow | undefined> {
    return db.updateTable('coupons').set({ active: false, updated_at: new Date() }).where('id', '=', where.id).returningAll().executeTakeFirst();
  },
};
