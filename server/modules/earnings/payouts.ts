import type { Db } from '../../db';
import { inTransaction } from '../../db/unit-of-work';
import type { Actor } from '../audit/actor';
import type { AuditLog } from '../audit/log';
import type { FileUrls } from '../catalogue/file-urls';
import { performerCards } from '../users/cards';
import { dayStart } from './filters';
import { earningsRepo as repo } from './repo';
import { DAY_MS } from './timeline';

/** What one payout paid one performer. */
export interface Payout {
  performerId: string;
  username: string;
  count: number;
  netCents: number;
}

/**
 * Pays performers out (the admin command line): kept earnings not yet paid, created up to the end of the given
 * day (UTC), become paid now. Running it again pays nothing twice: a paid earning is never picked again.
 */
export class EarningsPayouts {
  constructor(
    private readonly db: Db,
    private readonly files: FileUrls,
    private readonly audit: AuditLog,
  ) {}

  /** Each performer paid is recorded in the audit log with `actor`, in the transaction that marks the earnings paid. */
  async payOut(performerId: string | null, untilDay: string, actor: Actor, now = new Date()): Promise<Payout[]> {
    const day = dayStart('--until', untilDay);
    const paid = await inTransaction(this.db, async (trx) => {
      const rows = await repo.payOut(trx, performerId, new Date(day.getTime() + DAY_MS), now);
      for (const p of rows) {
        await this.audit.record(trx, {
          actor,
          action: 'payout.mark-paid',
          target: { type: 'performer', id: p.performerId },
          after: { earnings: p.count, netCents: p.netCents, until: untilDay, paidAt: now.toISOString() },
        });
      }
      return rows;
    });
    const cards = await performerCards(
      this.db,
      this.files,
      paid.map((p) => p.performerId),
    );
    return paid.map((p) => ({ ...p, username: cards.get(p.performerId)?.username ?? p.performerId })).sort((a, b) => a.username.localeCompare(b.username));
  }
}
