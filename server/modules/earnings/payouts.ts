import type { Db } from '../../db';
import { inTransaction } from '../../db/unit-of-work';
import { badRequest } from '../../http/errors';
import type { FileUrls } from '../catalogue/file-urls';
import { performerCards } from '../users/cards';
import { earningsRepo as repo } from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;

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
  ) {}

  async payOut(performerId: string | null, untilDay: string, now = new Date()): Promise<Payout[]> {
    const day = /^\d{4}-\d{2}-\d{2}$/.test(untilDay) ? new Date(`${untilDay}T00:00:00Z`) : null;
    if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== untilDay) {
      throw badRequest(`--until takes a day (YYYY-MM-DD), not "${untilDay}"`, 'INVALID_DATE');
    }
    const paid = await inTransaction(this.db, (trx) => repo.payOut(trx, performerId, new Date(day.getTime() + DAY_MS), now));
    const cards = await performerCards(this.db, this.files, paid.map((p) => p.performerId));
    return paid
      .map((p) => ({ ...p, username: cards.get(p.performerId)?.username ?? p.performerId }))
      .sort((a, b) => a.username.localeCompare(b.username));
  }
}
