import { Type } from '@sinclair/typebox';
import { PagingQuery } from '../../http/paging';

export const AuditEntrySchema = Type.Object({
  _id: Type.String(),
  actorId: Type.Union([Type.String(), Type.Null()], { description: 'The admin; null for the command line' }),
  actorName: Type.String(),
  action: Type.String({ description: 'What was done, such as setting.set, role.grant, payment.refund' }),
  targetType: Type.String(),
  targetId: Type.String(),
  before: Type.Unknown({ description: 'The target before the action (null when it did not exist)' }),
  after: Type.Unknown({ description: 'The target after the action (null when it is gone)' }),
  reason: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});

const Filter = (description: string) => Type.Optional(Type.String({ minLength: 1, maxLength: 100, description }));

export const AuditQuery = Type.Object({
  ...PagingQuery,
  actorId: Type.Optional(Type.String({ format: 'uuid' })),
  action: Filter('One action (setting.set) or a family of them ending in a dot (role.)'),
  targetType: Filter('user, setting, coupon, package, payment, country, ...'),
  targetId: Filter('With targetType: the one target'),
  fromDate: Type.Optional(Type.String({ format: 'date-time' })),
  toDate: Type.Optional(Type.String({ format: 'date-time' })),
});
