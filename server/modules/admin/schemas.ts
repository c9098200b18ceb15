import { Type } from '@sinclair/typebox';
import { StringEnum } from '../../http/string-enum';

/** A row of GET /admin/settings: its key, value (a provider's secret shows as hidden), group and whether the public reads it. */
export const AdminSettingSchema = Type.Object({
  key: Type.String(),
  value: Type.Unknown({ description: "The setting's JSON value; a provider's secret, when set, as a placeholder" }),
  group: Type.String(),
  public: Type.Boolean({ description: 'Whether GET /api/settings/public shows it' }),
});

/** GET /admin/jobs/failed: a job of the queue every attempt of which failed. */
export const FailedJobSchema = Type.Object({
  _id: Type.String(),
  name: Type.String({ description: 'The queue: what kind of work it is' }),
  data: Type.Unknown({ description: 'What it was asked to work on' }),
  error: Type.String({ description: 'The last attempt’s error' }),
  attempts: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  failedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

/** GET /admin/stats/timeline: the site over time, one point per period (its first day). */
export const SiteTimelineSchema = Type.Object({
  groupBy: StringEnum(['day', 'week', 'month']),
  currency: Type.String(),
  points: Type.Array(
    Type.Object({
      period: Type.String({ format: 'date' }),
      signups: Type.Integer(),
      creators: Type.Integer(),
      subscriptions: Type.Integer({ description: 'Started, not renewed' }),
      revenue: Type.Integer({ description: 'Cents taken' }),
      refunds: Type.Integer({ description: 'Cents given back' }),
    }),
  ),
});

export const SiteTimelineQuery = Type.Object({ groupBy: Type.Optional(StringEnum(['day', 'week', 'month'])) });
