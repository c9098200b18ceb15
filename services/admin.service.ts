import type { ServiceOptions } from '../lib/request-options';
import type { AdminUser, AdminUsersQuery, AuditEntry, AuditQuery, Commission, SiteTimeline } from '../types/admin';
import type { ApplicationReview, ApplicationReviewQuery } from '../types/creator-application';
import type { AdminReport, AdminReportQuery, ModerationResult, ReportableType, ReportResolution } from '../types/report';
import { to } from './endpoint';
import { getList, getOne, send } from './fetch-helpers';

const APPLICATIONS = 'GET /admin/creator-applications';
const APPLICATION = 'GET /admin/creator-applications/:id';
const APPROVE = 'POST /admin/creator-applications/:id/approve';
const REJECT = 'POST /admin/creator-applications/:id/reject';
const ASK_AGAIN = 'POST /admin/creator-applications/:id/ask-again';
const USERS = 'GET /admin/users';
const USER = 'GET /admin/users/:id';
const SUSPEND = 'POST /admin/users/:id/suspend';
const REINSTATE = 'POST /admin/users/:id/reinstate';
const GRANT_ROLE = 'PUT /admin/users/:id/roles/:role';
const REVOKE_ROLE = 'DELETE /admin/users/:id/roles/:role';
const AUDIT = 'GET /admin/audit';
const REPORTS = 'GET /admin/reports';
const RESOLVE_REPORT = 'POST /admin/reports/:id/resolve';
const TAKE_DOWN = 'POST /admin/moderation/:objectType/:id/take-down';
const RESTORE = 'POST /admin/moderation/:objectType/:id/restore';
const COMMISSION = 'GET /admin/performers/:id/commission';
const SET_COMMISSION = 'PUT /admin/performers/:id/commission';
const SITE_TIMELINE = 'GET /admin/stats/timeline';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = {
  APPLICATIONS,
  APPLICATION,
  APPROVE,
  REJECT,
  ASK_AGAIN,
  USERS,
  USER,
  SUSPEND,
  REINSTATE,
  GRANT_ROLE,
  REVOKE_ROLE,
  AUDIT,
  REPORTS,
  RESOLVE_REPORT,
  TAKE_DOWN,
  RESTORE,
  COMMISSION,
  SET_COMMISSION,
  SITE_TIMELINE,
};

const review = async (call: Promise<{ data: ApplicationReview }>) => (await call).data;
const account = async (call: Promise<{ data: AdminUser }>) => (await call).data;

/** The admin area's calls: creator applications, accounts, reports and moderation, the audit log. */
export const adminService = {
  applications: (query: ApplicationReviewQuery = {}, options?: ServiceOptions) => getList<ApplicationReview>(to(APPLICATIONS), query, options),
  application: (id: string, options?: ServiceOptions) => getOne<ApplicationReview>(to(APPLICATION, { id }), options),
  approve: (id: string) => review(send<ApplicationReview>(to(APPROVE, { id }))),
  reject: (id: string, reason: string) => review(send<ApplicationReview>(to(REJECT, { id }), { body: { reason } })),
  askAgain: (id: string, reason: string) => review(send<ApplicationReview>(to(ASK_AGAIN, { id }), { body: { reason } })),
  users: (query: AdminUsersQuery = {}, options?: ServiceOptions) => getList<AdminUser>(to(USERS), query, options),
  user: (id: string, options?: ServiceOptions) => getOne<AdminUser>(to(USER, { id }), options),
  suspend: (id: string, reason: string) => account(send<AdminUser>(to(SUSPEND, { id }), { body: { reason } })),
  reinstate: (id: string) => account(send<AdminUser>(to(REINSTATE, { id }))),
  setRole: (id: string, role: string, grant: boolean) => account(send<AdminUser>(to(grant ? GRANT_ROLE : REVOKE_ROLE, { id, role }))),
  audit: (query: AuditQuery = {}, options?: ServiceOptions) => getList<AuditEntry>(to(AUDIT), query, options),
  siteTimeline: (groupBy: SiteTimeline['groupBy'], options?: ServiceOptions) => getOne<SiteTimeline>(to(SITE_TIMELINE), options, { groupBy }),
  commission: (performerId: string, options?: ServiceOptions) => getOne<Commission>(to(COMMISSION, { id: performerId }), options),
  setCommission: async (performerId: string, commissionBp: number | null) =>
    (await send<Commission>(to(SET_COMMISSION, { id: performerId }), { body: { commissionBp } })).data,
  reports: (query: AdminReportQuery = {}, options?: ServiceOptions) => getList<AdminReport>(to(REPORTS), query, options),
  resolveReport: async (id: string, body: ReportResolution) => (await send<AdminReport>(to(RESOLVE_REPORT, { id }), { body })).data,
  takeDown: async (objectType: ReportableType, id: string, reason: string, illegal: boolean) =>
    (await send<ModerationResult>(to(TAKE_DOWN, { objectType, id }), { body: { reason, illegal } })).data,
  restore: async (objectType: ReportableType, id: string) => (await send<ModerationResult>(to(RESTORE, { objectType, id }))).data,
};
