import { AsyncLocalStorage } from 'node:async_hooks';
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
  const joining = joiningWork.getStore();
  const joins = joining?.state === 'waiting';
  if (joins) joining.state = 'writing';
  let result: T;
  try {
    result = await db.transaction().execute(async (trx) => {
      const value = await work(trx, (effect) => effects.push(effect));
      if (joins) await joining.write(trx);
      return value;
    });
  } catch (error) {
    if (joins) joining.state = 'waiting';
    throw error;
  }
  if (joins) joining.state = 'done';
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      onEffectError(error);
    }
  }
  return result;
}

/** Writes that must commit together with the first transaction begun in an async context (see joinFirstTransaction). */
export interface JoiningWork {
  readonly write: (trx: Executor) => Promise<void>;
  /** waiting: no transaction has taken it yet; done: committed with one. */
  state: 'waiting' | 'writing' | 'done';
}

const joiningWork = new AsyncLocalStorage<JoiningWork>();

/**
 * Runs `continuation` (and everything it starts) in a context whose first transaction (through inTransaction) also
 * runs `write`, last, before it commits: the audit record of an admin's edit commits or rolls back with the edit,
 * though the code making the edit knows nothing of the audit. A transaction that rolls back leaves `write` to the
 * next one. Its state says afterwards whether any transaction took it.
 */
export function joinFirstTransaction(write: (trx: Executor) => Promise<void>, continuation: () => void): JoiningWork {
  const joining: JoiningWork = { write, state: 'waiting' };
  joiningWork.run(joining, continuation);
  return joining;
}
