import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db';
import type { EarningSourceType, OrderLineRow } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import type { Paging } from '../../http/paging';
import type { OrdersService } from '../orders/service';
import type { PerformersService } from '../performers/service';
import type { SettingsService } from '../settings/service';
import type { EarningFilter } from './filters';
import { toEarning, type EarningDto } from './presenter';
import { earningsRepo as repo } from './repo';
import type { Sales, SalesLookup } from './sales';
import type { EarningStatsSchema, EarningTimelineSchema } from './schemas';
import { defaultCommissionBp, split } from './split';
import { DAY_MS, periodsBetween, periodStart, type Period } from './timeline';

export { defaultCommissionBp, split } from './split';

export type EarningStatsDto = Static<typeof EarningStatsSchema>;
export type EarningTimelineDto = Static<typeof EarningTimelineSchema>;

/** A paid order line a performer earns from, and what it sold. */
export interface EarnedLine {
  orderLineId: string;
  performerId: string;
  grossCents: number;
  source: { objectType: EarningSourceType; objectId: string; quantity: number };
}

/** The earning of a paid order line for its performer, from the source its kind names. */
export function earnedLine(
  line: Pick<OrderLineRow, 'id' | 'total_cents' | 'object_id' | 'quantity'>,
  performerId: string,
  source: EarningSourceType,
): EarnedLine {
  return {
    orderLineId: line.id,
    performerId,
    grossCents: line.total_cents,
    source: { objectType: source, objectId: line.object_id, quantity: line.quantity },
  };
}

/**
 * Owns `earnings`: one row per paid order line for its performer, written in the settlement's transaction, and
 * marked reversed (never deleted) when the payment is refunded, charged back or voided; answers the performer
 * area's reads of them and each item's sales.
 */
export class EarningsService implements SalesLookup {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly performers: PerformersService,
    private readonly orders: OrdersService,
  ) {}

  async record(trx: Executor, transactionId: string, lines: EarnedLine[]): Promise<void> {
    if (lines.length === 0) return;
    const [overrides, setting] = await Promise.all([
      this.performers.commissionOverrides(
        trx,
        lines.map((l) => l.performerId),
      ),
      this.settings.get('performerCommission', 0.2, trx),
    ]);
    const fallback = defaultCommissionBp(setting);
    await repo.insert(
      trx,
      lines.map((line) => {
        const commissionBp = overrides.get(line.performerId) ?? fallback;
        const { commissionCents, netCents } = split(line.grossCents, commissionBp);
        const { source } = line;
        return {
          performer_id: line.performerId,
          order_line_id: line.orderLineId,
          transaction_id: transactionId,
          gross_cents: line.grossCents,
          commission_bp: commissionBp,
          commission_cents: commissionCents,
          net_cents: netCents,
          source_type: source.objectType,
          source_id: source.objectId,
          quantity: source.quantity,
        };
      }),
    );
  }

  /** Marks a transaction's earnings for these order lines reversed; answers the lines that had earned. */
  reverseLines(trx: Executor, transactionId: string, lineIds: string[]): Promise<string[]> {
    return repo.reverse(trx, transactionId, lineIds);
  }

  /** A page of earnings, newest first, with what each sold and to whom. */
  async search(filter: EarningFilter, paging: Paging): Promise<{ data: EarningDto[]; total: number }> {
    const { rows, total } = await repo.search(this.db, filter, paging);
    const lines = await this.orders.soldLineRefs(rows.map((r) => r.order_line_id));
    const data = rows.map((r) => {
      const line = lines.get(r.order_line_id);
      // An earning's line is deleted only with it (on delete cascade): a missing one is a broken database.
      if (!line) throw new Error(`earning ${r.id} has no order line`);
      return toEarning(r, line);
    });
    return { data, total };
  }

  async stats(filter: EarningFilter): Promise<EarningStatsDto> {
    const [totals, currency] = await Promise.all([repo.totals(this.db, filter), this.currency()]);
    return {
      totalGrossPrice: totals.grossCents,
      totalCommission: totals.commissionCents,
      totalNetPrice: totals.netCents,
      paidPrice: totals.paidNetCents,
      unpaidPrice: totals.netCents - totals.paidNetCents,
      count: totals.count,
      currency,
    };
  }

  /** Kept earnings per period, oldest first, every period of the range present (empty ones as zeros). */
  async timeline(filter: EarningFilter, groupBy: Period, now = new Date()): Promise<EarningTimelineDto> {
    const to = filter.to ?? new Date(periodStart(now, 'day').getTime() + DAY_MS);
    const periods = periodsBetween(groupBy, filter.from, to);
    const from = filter.from ?? new Date(`${periods[0]}T00:00:00Z`);
    const [sums, currency] = await Promise.all([repo.perPeriod(this.db, { ...filter, from, to }, groupBy), this.currency()]);
    return {
      groupBy,
      currency,
      points: periods.map((period) => {
        const sum = sums.get(period);
        return { period, grossPrice: sum?.grossCents ?? 0, netPrice: sum?.netCents ?? 0, count: sum?.count ?? 0 };
      }),
    };
  }

  /** Units sold and gross revenue of each of these items (one batched query for a page of them). */
  async salesOf(sourceType: EarningSourceType, sourceIds: string[]): Promise<Map<string, Sales>> {
    const sums = await repo.perSource(this.db, sourceType, sourceIds);
    return new Map(sourceIds.map((id) => [id, { salesCount: sums.get(id)?.units ?? 0, revenue: sums.get(id)?.grossCents ?? 0 }]));
  }

  private currency(): Promise<string> {
    return this.settings.get<string>('currency', 'USD');
  }
}
