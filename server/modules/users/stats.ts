import type { Executor } from '../../db/unit-of-work';
import { countPerPeriod, type SeriesWindow } from '../../db/per-period';

/** Accounts created per period in the window (the admin dashboard's sign-ups). */
export const signupsPerPeriod = (db: Executor, window: SeriesWindow) => countPerPeriod(db, 'users', 'created_at', window);
