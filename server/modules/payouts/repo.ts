import { sql, type Insertable, type Selectable } from 'kysely';
import type { PayoutAccountsTable, PayoutBatchesTable, PayoutsTable } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import { listPage } from '../../db/list-page';
import type { Paging } from '../../http/paging';

export type PayoutAccountRow = Selectable<PayoutAccountsTable>;
export type PayoutBatchRow = Selectable<PayoutBatchesTable>;
export type PayoutRow = Selectable<PayoutsTable>;

/** The payouts module's queries (payout_accounts, payout_batches, payouts). Every function takes its executor. */
export const payoutsRepo = {
  account(db: Executor, performerId: string): Promise<PayoutAccountRow | undefined> {
    return db.selectFrom('payout_accounts').selectAll().where('performer_id', '=', performerId).executeTakeFirst();
  },

  async accounts(db: Executor, performerIds: string[]): Promise<Map<string, PayoutAccountRow>> {
    if (performerIds.length === 0) return new Map();
    const rows = await db.selectFrom('payout_accounts').selectAll().where('performer_id', 'in', performerIds).execute();
    return new Map(rows.map((r) => [r.performer_id, r]));
  },

  async saveAccount(db: Executor, row: Insertable<PayoutAccountsTable>): Promise<PayoutAccountRow> {
    return db
      .insertInto('payout_accounts')
      .values(row)
      .onConflict((oc) =>
        oc.column('performer_id').doUpdateSet({
          method: row.method,
          details: row.details,
          summary: row.summary,
          threshold_cents: row.threshold_cents,
          updated_at: new Date(),
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** Payouts to one performer are made one at a time: held until the caller's transaction ends. */
  async lockPerformer(trx: Executor, performerId: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${`payout:${performerId}`}))`.execute(trx);
  },

  insertBatch(trx: Executor, row: Insertable<PayoutBatchesTable>): Promise<PayoutBatchRow> {
    return trx.insertInto('payout_batches').values(row).returningAll().executeTakeFirstOrThrow();
  },

  insertPayout(trx: Executor, row: Insertable<PayoutsTable>): Promise<PayoutRow> {
    return trx.insertInto('payouts').values(row).returningAll().executeTakeFirstOrThrow();
  },

  batch(db: Executor, id: string): Promise<PayoutBatchRow | undefined> {
    return db.selectFrom('payout_batches').selectAll().where('id', '=', id).executeTakeFirst();
  },

  batches(db: Executor, paging: Paging) {
    return listPage(db.selectFrom('payout_batches'), (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), paging);
  },

  ofBatch(db: Executor, batchId: string): Promise<PayoutRow[]> {
    return db.selectFrom('payouts').selectAll().where('batch_id', '=', batchId).orderBy('net_cents', 'desc').orderBy('id').execute();
  },

  /** One performer's payouts, newest first, with the reference of the batch that sent each. */
  ofPerformer(db: Executor, performerId: string, paging: Paging) {
    return listPage(
      db.selectFrom('payouts').innerJoin('payout_batches', 'payout_batches.id', 'payouts.batch_id').where('payouts.performer_id', '=', performerId),
      (q) => q.selectAll('payouts').select('payout_batches.reference').orderBy('payouts.created_at', 'desc').orderBy('payouts.id', 'desc'),
      paging,
    );
  },
};
