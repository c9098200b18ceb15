import { sql, type Insertable, type SelectQueryBuilder } from 'kysely';
import type { Database, EarningsTable, EarningSourceType } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import { listPage } from '../../db/list-page';
import { periodOf } from '../../db/per-period';
import type { Paging } from '../../http/paging';
import type { EarningFilter } from './filters';
import type { Period } from './timeline';

type EarningsQuery = SelectQueryBuilder<Database, 'earnings', object>;

/** Sums of a set of earnings, in cents. */
export interface EarningTotals {
  grossCents: number;
  commissionCents: number;
  netCents: number;
  paidNetCents: number;
  count: number;
}

function filtered(db: Executor, f: EarningFilter): EarningsQuery {
  let q = db.selectFrom('earnings') as EarningsQuery;
  if (f.performerId) q = q.where('performer_id', '=', f.performerId);
  if (f.from) q = q.where('created_at', '>=', f.from);
  if (f.to) q = q.where('created_at', '<', f.to);
  if (f.sourceType) q = q.where('source_type', '=', f.sourceType);
  if (f.isPaid !== undefined) q = q.where('paid_out_at', f.isPaid ? 'is not' : 'is', null);
  if (f.status) q = q.where('status', '=', f.status);
  return q;
}

/** Only what the performer has earned and keeps: reversed earnings count in no total. */
const kept = (db: Executor, f: EarningFilter) => filtered(db, f).where('status', '=', 'earned');

const int = (v: unknown) => Number(v ?? 0);

/** The earnings module's queries. Every function takes the executor it runs on. */
export const earningsRepo = {
  async insert(trx: Executor, rows: Array<Insertable<EarningsTable>>): Promise<void> {
    await trx
      .insertInto('earnings')
      .values(rows)
      .onConflict((oc) => oc.column('order_line_id').doNothing())
      .execute();
  },

  async reverse(trx: Executor, transactionId: string, lineIds: string[]): Promise<string[]> {
    if (lineIds.length === 0) return [];
    const rows = await trx
      .updateTable('earnings')
      .set({ status: 'reversed', reversed_at: new Date() })
      .where('transaction_id', '=', transactionId)
      .where('order_line_id', 'in', lineIds)
      .where('status', '=', 'earned')
      .returning('order_line_id')
      .execute();
    return rows.map((r) => r.order_line_id);
  },

  /** A page of earnings, newest first. */
  search(db: Executor, f: EarningFilter, paging: Paging) {
    return listPage(filtered(db, f), (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), paging);
  },

  /**
   * Kept earnings summed, and what was paid out: every paid earning, a reversed one too, since its money reached
   * the performer before the refund (the performer then owes it back: unpaid goes below zero).
   */
  async totals(db: Executor, f: EarningFilter): Promise<EarningTotals> {
    const row = await filtered(db, f)
      .select([
        sql<string>`coalesce(sum(gross_cents) filter (where status = 'earned'), 0)`.as('gross'),
        sql<string>`coalesce(sum(commission_cents) filter (where status = 'earned'), 0)`.as('commission'),
        sql<string>`coalesce(sum(net_cents) filter (where status = 'earned'), 0)`.as('net'),
        sql<string>`coalesce(sum(net_cents) filter (where paid_out_at is not null), 0)`.as('paid'),
        sql<string>`count(*) filter (where status = 'earned')`.as('n'),
      ])
      .executeTakeFirstOrThrow();
    return { grossCents: int(row.gross), commissionCents: int(row.commission), netCents: int(row.net), paidNetCents: int(row.paid), count: int(row.n) };
  },

  /** Kept earnings summed per period (its first day, YYYY-MM-DD in UTC); periods without any are absent. */
  async perPeriod(db: Executor, f: EarningFilter, period: Period) {
    const start = periodOf('created_at', period);
    const rows = await kept(db, f)
      .select([start.as('period'), sql<string>`sum(gross_cents)`.as('gross'), sql<string>`sum(net_cents)`.as('net'), sql<string>`count(*)`.as('n')])
      .groupBy(sql`1`)
      .execute();
    return new Map(rows.map((r) => [r.period, { grossCents: int(r.gross), netCents: int(r.net), count: int(r.n) }]));
  },

  /** Units sold and gross cents of kept earnings per item (of one source type), for these items only. */
  async perSource(db: Executor, sourceType: EarningSourceType, sourceIds: string[]) {
    if (sourceIds.length === 0) return new Map<string, { units: number; grossCents: number }>();
    const rows = await db
      .selectFrom('earnings')
      .select(['source_id', sql<string>`sum(quantity)`.as('units'), sql<string>`sum(gross_cents)`.as('gross')])
      .where('status', '=', 'earned')
      .where('source_type', '=', sourceType)
      .where('source_id', 'in', sourceIds)
      .groupBy('source_id')
      .execute();
    return new Map(rows.map((r) => [r.source_id, { units: int(r.units), grossCents: int(r.gross) }]));
  },

  /**
   * What is owed to each performer (these, or everyone with any): kept, unpaid earnings created before `maturedBefore`
   * (payable) and after (pending, with the first one's time), and refunds of earnings paid already, not yet taken off a
   * payout (owed back).
   */
  async balances(db: Executor, performerIds: string[] | null, maturedBefore: Date) {
    let q = db
      .selectFrom('earnings')
      .select([
        'performer_id',
        sql<string>`coalesce(sum(net_cents) filter (where status = 'earned' and created_at < ${maturedBefore}), 0)`.as('payable'),
        sql<string>`count(*) filter (where status = 'earned' and created_at < ${maturedBefore})`.as('payable_n'),
        sql<string>`coalesce(sum(net_cents) filter (where status = 'earned' and created_at >= ${maturedBefore}), 0)`.as('pending'),
        sql<Date | null>`min(created_at) filter (where status = 'earned' and created_at >= ${maturedBefore})`.as('first_pending'),
        sql<string>`coalesce(sum(net_cents) filter (where status = 'reversed'), 0)`.as('owed'),
      ])
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'earned'), eb('paid_out_at', 'is', null)]),
          eb.and([eb('status', '=', 'reversed'), eb('paid_out_at', 'is not', null), eb('clawed_back_by', 'is', null)]),
        ]),
      )
      .groupBy('performer_id');
    if (performerIds) q = q.where('performer_id', 'in', performerIds.length > 0 ? performerIds : ['00000000-0000-0000-0000-000000000000']);
    const rows = await q.execute();
    return new Map(
      rows.map((r) => [
        r.performer_id,
        {
          payableCents: int(r.payable),
          payableCount: int(r.payable_n),
          pendingCents: int(r.pending),
          firstPendingAt: r.first_pending ? new Date(r.first_pending) : null,
          owedCents: int(r.owed),
        },
      ]),
    );
  },

  /**
   * One performer's kept, unpaid earnings created before `before`, paid now by this payout, and their refunds of
   * earnings paid before taken off it: how many were paid, and the sums.
   */
  async payInto(trx: Executor, performerId: string, payoutId: string, before: Date, at: Date) {
    const paid = await trx
      .updateTable('earnings')
      .set({ paid_out_at: at, payout_id: payoutId })
      .where('performer_id', '=', performerId)
      .where('status', '=', 'earned')
      .where('paid_out_at', 'is', null)
      .where('created_at', '<', before)
      .returning('net_cents')
      .execute();
    const clawedBack = await trx
      .updateTable('earnings')
      .set({ clawed_back_by: payoutId })
      .where('performer_id', '=', performerId)
      .where('status', '=', 'reversed')
      .where('paid_out_at', 'is not', null)
      .where('clawed_back_by', 'is', null)
      .returning('net_cents')
      .execute();
    const sum = (rows: Array<{ net_cents: number }>) => rows.reduce((total, r) => total + r.net_cents, 0);
    return { count: paid.length, paidCents: sum(paid), clawedBackCents: sum(clawedBack) };
  },
};
