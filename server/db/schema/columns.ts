import type { ColumnType } from 'kysely';

// Column types shared by the tables: what is read, what may be inserted, what may be updated.

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Counter = ColumnType<number, number | undefined, number>;
export type TextArray = ColumnType<string[], string[] | undefined, string[]>;
