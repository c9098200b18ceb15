import type { ColumnType } from 'kysely';

// Column types shared by the tables: what is read, what may be inserted, what may be updated.

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Counter = ColumnType<number, number | undefined, number>;
export type TextArray = ColumnType<string[], string[] | undefined, string[]>;

/**
 * Where moderation leaves an item (0034): held while a grave report is reviewed, taken down by an admin (its buyers
 * keep it), removed as illegal (gone for everyone). Null: nothing stands against it. Anything else hides it.
 */
export type ModerationState = 'held' | 'taken_down' | 'removed';

/** The columns each reportable table carries (videos, galleries, photos, products, creator_posts, comments, performers). */
export interface ModerationColumns {
  moderation: ModerationState | null;
  moderation_reason: string | null;
}
