import { sql } from 'kysely';
import type { Executor } from '../../db/unit-of-work';
import { periodOf, seriesOf, type SeriesWindow } from '../../db/per-period';

/** Cents taken per period in the window: every payment that went through, by when it did (refunds are counted apart). */
export async function revenuePerPeriod(db: Executor, { from, to, period }: SeriesWindow): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('transactions')
    .select([periodOf('settled_at', period).as('period'), (eb) => eb.fn.sum<string>('amount_cents').as('value')])
    .where('status', 'in', ['success', 'refunded', 'chargeback'])
    .where('settled_at', '>=', from)
    .where('settled_at', '<', to)
    .groupBy('period')
    .execute();
  return seriesOf(rows);
}

/**
 * Cents given back per period in the window: refunds asked of the gateways or confirmed (not those that failed), by
 * when they were asked; and what a payment reversed whole at the gateway (a refund made in its merchant area, a
 * chargeback) gave back beyond those, by when it was reversed (the payment's last change).
 */
export async function refundsPerPeriod(db: Executor, { from, to, period }: SeriesWindow): Promise<Map<string, number>> {
  const asked = db
    .selectFrom('refunds')
    .select(['transaction_id', (eb) => eb.fn.sum<string>('amount_cents').as('cents')])
    .where('status', '!=', 'failed')
    .groupBy('transaction_id');
  const [recorded, reversed] = await Promise.all([
    db
      .selectFrom('refunds')
      .select([periodOf('created_at', period).as('period'), (eb) => eb.fn.sum<string>('amount_cents').as('value')])
      .where('status', '!=', 'failed')
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .groupBy('period')
      .execute(),
    db
      .selectFrom('transactions')
      .leftJoin(asked.as('asked'), 'asked.transaction_id', 'transactions.id')
      .select([periodOf('transactions.updated_at', period).as('period'), sql<string>`sum(transactions.refunded_cents - coalesce(asked.cents, 0))`.as('value')])
      .where('transactions.status', 'in', ['refunded', 'chargeback'])
      .where(sql<boolean>`transactions.refunded_cents > coalesce(asked.cents, 0)`)
      .where('transactions.updated_at', '>=', from)
      .where('transactions.updated_at', '<', to)
      .groupBy('period')
      .execute(),
  ]);
  const total = seriesOf(recorded);
  for (const [key, cents] of seriesOf(reversed)) total.set(key, (total.get(key) ?? 0) + cents);
  return total;
}
