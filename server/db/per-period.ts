import { sql, type RawBuilder } from 'kysely';
import type { Executor } from './unit-of-work';

/** How a series over time is grouped. */
export type Period = 'day' | 'week' | 'month';

/**
 * The first day (YYYY-MM-DD, UTC) of the period holding `column`'s time: what a series groups by (weeks start on
 * Monday). The unit is one of three words (never the caller's text): inlined so the grouping expression is one expression.
 */
export function periodOf(column: string, period: Period): RawBuilder<string> {
  return sql<string>`to_char(date_trunc(${sql.lit(period)}, ${sql.ref(column)} at time zone 'UTC'), 'YYYY-MM-DD')`;
}

/** A window of time a series covers: from (inclusive) to (exclusive), grouped by `period`. */
export interface SeriesWindow {
  from: Date;
  to: Date;
  period: Period;
}

/** Rows of (period, value) as a map; a period with none is absent. */
export const seriesOf = (rows: Array<{ period: string; value: string | number | null }>) => new Map(rows.map((r) => [r.period, Number(r.value ?? 0)]));

/**
 * How many rows of `table` have `column`'s time in each period of the window (its owner module asks: the table is
 * named by the caller, never by a client).
 */
export async function countPerPeriod(db: Executor, table: 'users' | 'performers' | 'subscriptions', column: string, { from, to, period }: SeriesWindow) {
  const rows = await db
    .selectFrom(table as 'users')
    .select([periodOf(column, period).as('period'), (eb) => eb.fn.countAll<string>().as('value')])
    .where(sql.ref(column), '>=', from)
    .where(sql.ref(column), '<', to)
    .groupBy('period')
    .execute();
  return seriesOf(rows);
}
