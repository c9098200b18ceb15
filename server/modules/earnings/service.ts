import type { Executor } from '../../db/unit-of-work';
import type { PerformersService } from '../performers/service';
import type { SettingsService } from '../settings/service';

/** A paid order line a performer earns from. */
export interface EarnedLine {
  orderLineId: string;
  performerId: string;
  grossCents: number;
}

/** The split of one line's money: the site's commission rounded to the cent, the rest to the performer. */
export function split(grossCents: number, commissionBp: number): { commissionCents: number; netCents: number } {
  const commissionCents = Math.round((grossCents * commissionBp) / 10_000);
  return { commissionCents, netCents: grossCents - commissionCents };
}

/** The site's default commission: the performerCommission setting (a fraction, 0.2 by default) in basis points. */
export function defaultCommissionBp(setting: unknown): number {
  const fraction = typeof setting === 'number' && Number.isFinite(setting) ? setting : 0.2;
  return Math.min(10_000, Math.max(0, Math.round(fraction * 10_000)));
}

/**
 * Owns `earnings`: one row per paid order line for its performer, written in the settlement's transaction, and
 * marked reversed (never deleted) when the payment is refunded, charged back or voided.
 */
export class EarningsService {
  constructor(
    private readonly settings: SettingsService,
    private readonly performers: PerformersService,
  ) {}

  async record(trx: Executor, transactionId: string, lines: EarnedLine[]): Promise<void> {
    if (lines.length === 0) return;
    const [overrides, setting] = await Promise.all([
      this.performers.commissionOverrides(trx, lines.map((l) => l.performerId)),
      this.settings.get('performerCommission', 0.2, trx),
    ]);
    const fallback = defaultCommissionBp(setting);
    await trx
      .insertInto('earnings')
      .values(
        lines.map((line) => {
          const commissionBp = overrides.get(line.performerId) ?? fallback;
          const { commissionCents, netCents } = split(line.grossCents, commissionBp);
          return {
            performer_id: line.performerId,
            order_line_id: line.orderLineId,
            transaction_id: transactionId,
            gross_cents: line.grossCents,
            commission_bp: commissionBp,
            commission_cents: commissionCents,
            net_cents: netCents,
          };
        }),
      )
      .onConflict((oc) => oc.column('order_line_id').doNothing())
      .execute();
  }

  /** Marks a transaction's earnings reversed; answers the order lines they were for. */
  async reverse(trx: Executor, transactionId: string): Promise<string[]> {
    const rows = await trx
      .updateTable('earnings')
      .set({ status: 'reversed', reversed_at: new Date() })
      .where('transaction_id', '=', transactionId)
      .where('status', '=', 'earned')
      .returning('order_line_id')
      .execute();
    return rows.map((r) => r.order_line_id);
  }
}
