import { sql } from 'kysely';
import type { CouponRow } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';

/** The coupons module's queries: coupons and their redemptions (one per user and coupon). */
export const couponsRepo = {
  byCode(db: Executor, code: string): Promise<CouponRow | undefined> {
    return db.selectFrom('coupons').selectAll().where(sql<string>`lower(code)`, '=', code.toLowerCase()).executeTakeFirst();
  },

  async redeemedBy(db: Executor, couponId: string, userId: string): Promise<boolean> {
    const row = await db.selectFrom('coupon_redemptions').select('order_id').where('coupon_id', '=', couponId).where('user_id', '=', userId).executeTakeFirst();
    return row !== undefined;
  },

  /** Records the redemption; false when this user already has one for this coupon. */
  async recordRedemption(db: Executor, values: { couponId: string; userId: string; orderId: string }): Promise<boolean> {
    const row = await db
      .insertInto('coupon_redemptions')
      .values({ coupon_id: values.couponId, user_id: values.userId, order_id: values.orderId })
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

  markUseNotSpent(db: Executor, orderId: string) {
    return db.updateTable('coupon_redemptions').set({ use_spent: false }).where('order_id', '=', orderId).execute();
  },

  /** Removes an order's redemption; says whether it had taken a use. */
  async deleteRedemption(db: Executor, orderId: string): Promise<{ couponId: string; useSpent: boolean } | null> {
    const row = await db.deleteFrom('coupon_redemptions').where('order_id', '=', orderId).returning(['coupon_id', 'use_spent']).executeTakeFirst();
    return row ? { couponId: row.coupon_id, useSpent: row.use_spent } : null;
  },

  giveUseBack(db: Executor, couponId: string) {
    return db.updateTable('coupons').set({ uses_left: sql`uses_left + 1`, updated_at: new Date() }).where('id', '=', couponId).execute();
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

  deactivate(db: Executor, where: { id?: string; code?: string }): Promise<CouponRow | undefined> {
    let query = db.updateTable('coupons').set({ active: false, updated_at: new Date() });
    query = where.id ? query.where('id', '=', where.id) : query.where(sql<string>`lower(code)`, '=', (where.code ?? '').toLowerCase());
    return query.returningAll().executeTakeFirst();
  },
};
