import { Type } from '@sinclair/typebox';

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
  groupBy: Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')]),
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

export const SiteTimelineQuery = Type.Object({ groupBy: Type.Optional(Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')])) });
