import type { Static } from '@sinclair/typebox';
import type {
  AdminReportQuery as AdminReportQuerySchema,
  AdminReportSchema,
  BlockedUserSchema,
  ModerationSchema,
  ReportBody,
  ReportSchema,
  ResolveBody,
} from '../server/modules/moderation/schemas';

/** A report as its reporter sees it. */
export type Report = Static<typeof ReportSchema>;
export type NewReport = Static<typeof ReportBody>;
export type ReportableType = NewReport['objectType'];
export type ReportReason = NewReport['reason'];
/** A report in the admins' queue. */
export type AdminReport = Static<typeof AdminReportSchema>;
export type AdminReportQuery = Static<typeof AdminReportQuerySchema>;
export type ReportResolution = Static<typeof ResolveBody>;
/** An item's moderation after a take-down or restore. */
export type ModerationResult = Static<typeof ModerationSchema>;
/** Someone a creator blocked. */
export type BlockedUser = Static<typeof BlockedUserSchema>;
