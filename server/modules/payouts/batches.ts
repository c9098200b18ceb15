import type { Db } from '../../db';
import { inTransaction, type Executor } from '../../db/unit-of-work';
import type { Actor } from '../audit/actor';
import type { AuditLog } from '../audit/log';
import type { Notify } from '../notifications/centre';
import { earningsRepo } from '../earnings/repo';
import { suspendedAmong } from '../users/cards';
import type { PayoutBlocked } from './schemas';
import { payoutsRepo, type PayoutAccountRow, type PayoutBatchRow, type PayoutRow } from './repo';

/** Who a batch pays, and how strictly. */
export interface BatchOrder {
  /** These performers (null: every performer with something to pay). */
  performerIds: string[] | null;
  /** Earnings created before this time are paid. */
  before: Date;
  /** The bank's or the wallet's reference for the transfer(s). */
  reference: string;
  /**
   * The web's rule: only performers with payout details whose payable sum reaches their threshold. The command line
   * pays what it is told (the operator paid by other means).
   */
  onlyDue: boolean;
}

/** What one performer is owed now, before anything is sent. */
export interface Owed {
  performerId: string;
  account: PayoutAccountRow | undefined;
  payableCents: number;
  payableCount: number;
  owedCents: number;
  /** Suspended by the staff: paid nothing by the web until reinstated. */
  suspended: boolean;
  /** What a payout sends: the payable sum less what is owed back. */
  netCents: number;
}

/** Whether a performer is paid in a batch the web makes, or why not. */
export function dueReason(owed: Owed): PayoutBlocked | null {
  if (owed.payableCount === 0 || owed.netCents <= 0) return 'Nothing payable';
  if (owed.suspended) return 'Account suspended';
  if (!owed.account) return 'No payout details';
  if (owed.netCents < owed.account.threshold_cents) return 'Below their threshold';
  return null;
}

/**
 * Pays a batch in one transaction: each performer's payable earnings are marked paid by a payout row of this batch,
 * their refunds of earnings paid before are taken off it, and the batch is in the audit log. Payouts to one performer
 * are made one at a time (a lock), so two admins paying at once never pay an earning twice: the second finds nothing.
 */
export class PayoutBatches {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
    private readonly notify: Notify,
  ) {}

  /** What each performer (these, or all with a balance) is owed for earnings created before `before`. */
  async owed(db: Executor, performerIds: string[] | null, before: Date): Promise<Owed[]> {
    const balances = await earningsRepo.balances(db, performerIds, before);
    const accounts = await payoutsRepo.accounts(db, [...balances.keys()]);
    const suspended = await suspendedAmong(db, [...balances.keys()]);
    return [...balances].map(([performerId, b]) => ({
      performerId,
      account: accounts.get(performerId),
      payableCents: b.payableCents,
      payableCount: b.payableCount,
      owedCents: b.owedCents,
      suspended: suspended.has(performerId),
      netCents: b.payableCents - b.owedCents,
    }));
  }

  /** The batch and its payouts; null when no one was to be paid (nothing is written then). */
  async pay(order: BatchOrder, actor: Actor, now = new Date()): Promise<{ batch: PayoutBatchRow; payouts: PayoutRow[] } | null> {
    return inTransaction(this.db, async (trx, afterCommit) => {
      const candidates = order.performerIds ?? (await this.owed(trx, null, order.before)).map((o) => o.performerId);
      for (const id of [...candidates].sort()) await payoutsRepo.lockPerformer(trx, id);
      // Read again under the locks: what another batch paid meanwhile is gone from these sums.
      const owed = (await this.owed(trx, candidates, order.before)).filter((o) =>
        order.onlyDue ? dueReason(o) === null : o.payableCount > 0 && o.netCents > 0,
      );
      if (owed.length === 0) return null;
      const total = owed.reduce((sum, o) => sum + o.netCents, 0);
      const batch = await payoutsRepo.insertBatch(trx, {
        reference: order.reference,
        payouts_count: owed.length,
        total_cents: total,
        created_by: actor.id,
        created_at: now,
      });
      const payouts: PayoutRow[] = [];
      for (const o of owed) {
        const payout = await payoutsRepo.insertPayout(trx, {
          batch_id: batch.id,
          performer_id: o.performerId,
          net_cents: o.netCents,
          earnings_count: o.payableCount,
          clawed_back_cents: o.owedCents,
          method: o.account?.method ?? null,
          details: o.account?.details ?? null,
          summary: o.account?.summary ?? null,
          created_at: now,
        });
        const paid = await earningsRepo.payInto(trx, o.performerId, payout.id, order.before, now);
        if (paid.paidCents - paid.clawedBackCents !== o.netCents) throw new Error(`payout ${payout.id}: the earnings changed under the lock`);
        await this.notify(trx, afterCommit, [o.performerId], {
          kind: 'payout_sent',
          groupKey: null,
          actorId: null,
          subject: { title: o.account?.summary ?? 'paid by the site', path: '/performer/payouts', amountCents: o.netCents },
        });
        payouts.push(payout);
      }
      await this.audit.record(trx, {
        actor,
        action: 'payout.batch',
        target: { type: 'payout_batch', id: batch.id },
        after: { reference: order.reference, payouts: owed.length, totalCents: total, before: order.before.toISOString() },
      });
      return { batch, payouts };
    });
  }
}
