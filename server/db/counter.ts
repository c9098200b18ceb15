import { sql } from 'kysely';
import type { Executor } from './unit-of-work';

/** The row whose counter moves: its table, the key column and the key. */
export interface CounterRow {
  table: string;
  key: string;
  id: string;
}

/**
 * Adds `delta` to an integer column of one row, never below zero, in one statement on the caller's executor
 * (so inside the caller's transaction), and answers the new value; a delta of 0 only reads it. 0 when there is
 * no such row. For the module that owns `table` to call.
 */
export async function addToCounter(db: Executor, { table, key, id }: CounterRow, column: string, delta: number): Promise<number> {
  const col = sql.ref(column);
  const where = sql`${sql.ref(key)} = ${id}`;
  const query =
    delta === 0
      ? sql<{ n: number }>`select ${col} as n from ${sql.table(table)} where ${where}`
      : sql<{ n: number }>`update ${sql.table(table)} set ${col} = greatest(${col} + ${delta}, 0) where ${where} returning ${col} as n`;
  return (await query.execute(db)).rows[0]?.n ?? 0;
}
