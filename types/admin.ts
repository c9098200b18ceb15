import type { Static } from '@sinclair/typebox';
import type { AuditEntrySchema, AuditQuery as AuditQuerySchema } from '../server/modules/audit/schemas';
import type { AdminUser as AdminUserSchema, AdminUserQuery } from '../server/modules/users/admin-schemas';
import type { CommissionSchema } from '../server/modules/performers/commission-schemas';
import type { SiteTimelineSchema } from '../server/modules/admin/schemas';

/** An account as the admins see it. */
export type AdminUser = Static<typeof AdminUserSchema>;
export type AdminUsersQuery = Static<typeof AdminUserQuery>;
/** One admin action of the audit log. */
export type AuditEntry = Static<typeof AuditEntrySchema>;
export type AuditQuery = Static<typeof AuditQuerySchema>;
/** GET /admin/performers/:id/commission: a creator's own commission in basis points (null: the site's), and the site's. */
export type Commission = Static<typeof CommissionSchema>;
/** GET /admin/stats/timeline: sign-ups, new creators and subscriptions, revenue and refunds per period. */
export type SiteTimeline = Static<typeof SiteTimelineSchema>;
