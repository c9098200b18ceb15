import type { Executor } from '../../db/unit-of-work';
import { countPerPeriod, type SeriesWindow } from '../../db/per-period';

/** Creators who got their profile per period in the window (the admin dashboard's new creators). */
export const creatorsPerPeriod = (db: Executor, window: SeriesWindow) => countPerPeriod(db, 'performers', 'created_at', window);
