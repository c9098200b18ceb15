import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db';
import type { Period } from '../../db/per-period';
import { DAY_MS, periodsBetween, periodStart } from '../earnings/timeline';
import { refundsPerPeriod, revenuePerPeriod } from '../payments/stats';
import { creatorsPerPeriod } from '../performers/stats';
import type { SettingsService } from '../settings/service';
import { subscriptionsPerPeriod } from '../subscriptions/stats';
import { signupsPerPeriod } from '../users/stats';
import type { SiteTimelineSchema } from './schemas';

export type SiteTimelineDto = Static<typeof SiteTimelineSchema>;

/** The admin dashboard's series: sign-ups, new creators, new subscriptions, revenue and refunds, each from its owner. */
export class SiteStats {
  constructor(
    private readonly db: Db,
    private readonly settings: Pick<SettingsService, 'get'>,
  ) {}

  /** The last 30 days, 12 weeks or 12 months to today, every period present (0 where nothing happened). */
  async timeline(groupBy: Period, now = new Date()): Promise<SiteTimelineDto> {
    const to = new Date(periodStart(now, 'day').getTime() + DAY_MS);
    const periods = periodsBetween(groupBy, undefined, to);
    const window = { from: new Date(`${periods[0]}T00:00:00Z`), to, period: groupBy };
    const [signups, creators, subscriptions, revenue, refunds, currency] = await Promise.all([
      signupsPerPeriod(this.db, window),
      creatorsPerPeriod(this.db, window),
      subscriptionsPerPeriod(this.db, window),
      revenuePerPeriod(this.db, window),
      refundsPerPeriod(this.db, window),
      this.settings.get<string>('currency', 'USD'),
    ]);
    return {
      groupBy,
      currency,
      points: periods.map((period) => ({
        period,
        signups: signups.get(period) ?? 0,
        creators: creators.get(period) ?? 0,
        subscriptions: subscriptions.get(period) ?? 0,
        revenue: revenue.get(period) ?? 0,
        refunds: refunds.get(period) ?? 0,
      })),
    };
  }
}
