import type { Executor } from '../../db/unit-of-work';
import { countPerPeriod, type SeriesWindow } from '../../db/per-period';

/** Subscriptions started per period in the window (renewals are not new ones). */
export const subscriptionsPerPeriod = (db: Executor, window: SeriesWindow) => countPerPeriod(db, 'subscriptions', 'started_at', window);
