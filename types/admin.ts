import type { Static } from '@sinclair/typebox';
import type { AuditEntrySchema, AuditQuery as AuditQuerySchema } from '../server/modules/audit/schemas';
import type { AdminUser as AdminUserSchema, AdminUserQuery } from '../server/modules/users/admin-schemas';

/** An account as the admins see it. */
export type AdminUser = Static<typeof AdminUserSchema>;
export type AdminUsersQuery = Static<typeof AdminUserQuery>;
/** One admin action of the audit log. */
export type AuditEntry = Static<typeof AuditEntrySchema>;
export type AuditQuery = Static<typeof AuditQuerySchema>;
