import { Type } from '@sinclair/typebox';
import { PagingQuery } from '../../http/paging';
import { Body } from '../auth/schemas';
import { StringEnum } from '../../http/string-enum';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const literals = <T extends string>(values: readonly T[]) => StringEnum(values);

export const REPORTABLE_TYPES = ['video', 'gallery', 'photo', 'product', 'creator_post', 'comment', 'performer', 'message'] as const;
/** The reasons, in the order the form lists them; the first three are the gravest (moderation/reports.ts). */
export const REPORT_REASONS = ['illegal', 'underage', 'non_consensual', 'copyright', 'spam', 'other'] as const;
export const REPORT_STATES = ['open', 'removed', 'dismissed'] as const;
export const MODERATION_STATES = ['held', 'taken_down', 'removed'] as const;

export const ReportableType = literals(REPORTABLE_TYPES);
export const ReportReason = literals(REPORT_REASONS);
export const ReportState = literals(REPORT_STATES);
export const ModerationStateSchema = literals(MODERATION_STATES);

export const MAX_REPORT_NOTE = 1000;

export const ReportBody = Body({
  objectType: ReportableType,
  objectId: Type.String({ format: 'uuid' }),
  reason: ReportReason,
  note: Type.Optional(Type.String({ maxLength: MAX_REPORT_NOTE, description: 'What is wrong, in the reporter’s words' })),
});

/** A report as its reporter sees it: what they reported, why, and what came of it. */
export const ReportSchema = Type.Object({
  _id: Type.String(),
  objectType: ReportableType,
  objectId: Type.String(),
  objectTitle: Type.String(),
  reason: ReportReason,
  note: Type.String(),
  state: ReportState,
  /** What the admins said when they handled it. */
  outcome: Nullable(Type.String()),
  handledAt: Nullable(Type.String({ format: 'date-time' })),
  createdAt: Type.String({ format: 'date-time' }),
});

/** A report in the admins' queue: who reported it, whose item it is and where the item stands now. */
export const AdminReportSchema = Type.Object({
  ...ReportSchema.properties,
  reporter: Nullable(Type.Object({ _id: Type.String(), username: Type.String() })),
  owner: Nullable(Type.Object({ _id: Type.String(), username: Type.String() })),
  /** The report hid the item at once, pending review. */
  held: Type.Boolean(),
  /** The item's moderation now (null: shown as usual); absent when the item no longer exists. */
  moderation: Type.Optional(Nullable(ModerationStateSchema)),
  /** Where the item is seen on the site (null for a comment's or photo's page that cannot be linked). */
  path: Nullable(Type.String()),
  handledBy: Nullable(Type.String()),
});

export const ReportQuery = Type.Object({ ...PagingQuery });

export const AdminReportQuery = Type.Object({
  ...PagingQuery,
  state: Type.Optional(ReportState),
  objectType: Type.Optional(ReportableType),
});

export const ReportParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

const OutcomeNote = Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S', description: 'Recorded, and shown to the reporters and the item’s owner' });

/** Handling a report (and every open report of the same item): remove the item, or dismiss the reports. */
export const ResolveBody = Body({
  outcome: StringEnum(['removed', 'dismissed']),
  note: OutcomeNote,
  /** With `removed`: illegal content is removed for everyone, its buyers too; otherwise they keep it. */
  illegal: Type.Optional(Type.Boolean()),
});

export const ModerationParams = Type.Object({ objectType: ReportableType, id: Type.String({ format: 'uuid' }) });

export const TakeDownBody = Body({ reason: OutcomeNote, illegal: Type.Optional(Type.Boolean()) });

/** An item's moderation after an admin's take-down or restore. */
export const ModerationSchema = Type.Object({
  objectType: ReportableType,
  objectId: Type.String(),
  moderation: Nullable(ModerationStateSchema),
  reason: Nullable(Type.String()),
});

export const BlockParams = Type.Object({ userId: Type.String({ format: 'uuid' }) });

/** Someone a creator blocked. */
export const BlockedUserSchema = Type.Object({
  user: Type.Object({ _id: Type.String(), name: Type.String(), username: Type.String(), avatar: Nullable(Type.String()) }),
  blockedAt: Type.String({ format: 'date-time' }),
});

export const BlocksQuery = Type.Object({ ...PagingQuery });
