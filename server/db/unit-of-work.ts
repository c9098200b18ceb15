import type { Db } from './index';

/**
 * What a repository or service runs its queries on: the database, or a transaction in progress (Kysely's
 * Transaction is a Kysely), so the same code serves both and a caller decides what runs together.
 */
export type Executor = Db;

/** Registers a side effect (a socket event, a mail) to run once the transaction's writes are committed. */
export type AfterCommit = (effect: () => unknown) => void;

/**
 * Runs `work` in one transaction: every write it makes, through any module, commits or rolls back together.
 * Side effects it registers with `afterCommit` run in order once the transaction has committed, and never if
 * it rolled back, so nobody is told about a write that did not happen. A failing effect does not undo the
 * committed writes; it is reported to `onEffectError`.
 *
 * Inside `work`, run every query on `trx`, reads too: the embedded database has a single connection, so a
 * query on `db` would wait for the transaction that holds it, forever.
 */
export async function inTransaction<T>(
  db: Db,
  work: (trx: Executor, afterCommit: AfterCommit) => Promise<T>,
  onEffectError: (error: unknown) => void = (error) => console.error('after-commit effect failed', error),
): Promise<T> {
  const effects: Array<() => unknown> = [];
  const result = await db.transaction().execute((trx) => work(trx, (effect) => effects.push(effect)));
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      onEffectError(error);
    }
  }
  return result;
}
