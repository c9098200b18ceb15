import type { Executor } from '../../db/unit-of-work';
import type { Paging } from '../../http/paging';
import { listPage } from '../../db/list-page';
import type { TipsTable } from '../../db/schema';

export type TipTarget = { type: NonNullable<TipsTable['on_type']>; id: string };

export interface NewTip {
  fanId: string;
  performerId: string;
  amountCents: number;
  currency: string;
  message: string | null;
  on: TipTarget | null;
}

/** Owns `tips`: written at checkout, marked paid by settlement and refunded by a refund. */
export const tipsRepo = {
  async create(db: Executor, tip: NewTip): Promise<string> {
    const row = await db
      .insertInto('tips')
      .values({
        fan_id: tip.fanId,
        performer_id: tip.performerId,
        amount_cents: tip.amountCents,
        currency: tip.currency,
        message: tip.message,
        on_type: tip.on?.type ?? null,
        on_id: tip.on?.id ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** These tips paid now (those not paid before: a settlement applied twice pays once); the rows it paid. */
  markPaid(db: Executor, ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db.updateTable('tips').set({ paid_at: new Date() }).where('id', 'in', ids).where('paid_at', 'is', null).returningAll().execute();
  },

  async markRefunded(db: Executor, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await db.updateTable('tips').set({ refunded_at: new Date() }).where('id', 'in', ids).where('refunded_at', 'is', null).execute();
  },

  /** A creator's paid tips, newest first, a page at a time, and the total of those not refunded. */
  async received(db: Executor, performerId: string, paging: Paging) {
    const paid = db.selectFrom('tips').where('performer_id', '=', performerId).where('paid_at', 'is not', null);
    const [page, sum] = await Promise.all([
      listPage(paid, (q) => q.selectAll().orderBy('paid_at', 'desc').orderBy('id', 'desc'), paging),
      paid
        .where('refunded_at', 'is', null)
        .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'), eb.fn.countAll<number>().as('count')])
        .executeTakeFirstOrThrow(),
    ]);
    return { ...page, totalCents: Number(sum.cents), kept: Number(sum.count) };
  },
};
