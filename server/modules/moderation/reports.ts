import { SOCKET_EVENTS } from '../../../lib/socket-events';
import type { Db } from '../../db';
import type { ReportReason, ReportableType } from '../../db/schema';
import { inTransaction } from '../../db/unit-of-work';
import { badRequest, conflict } from '../../http/errors';
import type { Paging } from '../../http/paging';
import type { Realtime } from '../../realtime/server';
import type { SettingsService } from '../settings/service';
import { usernames } from '../users/cards';
import { toAdminReport, toReport, type AdminReportDto, type ReportDto } from './presenter';
import type { QueueFilters, ReportsRepo } from './repo';
import type { ModerationTargets } from './targets';

/** The gravest reasons: a report of one hides the item at once, pending review (the reportsHideAtOnce setting). */
export const GRAVE_REASONS: readonly ReportReason[] = ['illegal', 'underage', 'non_consensual'];

export const REASON_LABELS: Record<ReportReason, string> = {
  illegal: 'Illegal content',
  underage: 'Underage',
  non_consensual: 'Non-consensual',
  copyright: 'Copyright',
  spam: 'Spam',
  other: 'Other',
};

export interface NewReport {
  objectType: ReportableType;
  objectId: string;
  reason: ReportReason;
  note?: string;
}

interface Deps {
  db: Db;
  repo: ReportsRepo;
  targets: ModerationTargets;
  settings: Pick<SettingsService, 'get'>;
  realtime: Pick<Realtime, 'toAdmins' | 'toUser'>;
}

/** Users report what they see; the admins read the queue (handling a report: moderation/decisions.ts). */
export class Reports {
  constructor(private readonly deps: Deps) {}

  /**
   * Files a report of something the public sees now (else its 404). A grave reason hides the item at once, pending
   * review, when the setting says so; every signed-in admin is alerted. One open report per reporter and item (409).
   */
  async file(reporterId: string, report: NewReport): Promise<ReportDto> {
    const { db, repo, targets, settings, realtime } = this.deps;
    const { objectType, objectId, reason } = report;
    const hideAtOnce = GRAVE_REASONS.includes(reason) && (await settings.get('reportsHideAtOnce', true)) === true;
    const filed = await inTransaction(db, async (trx, afterCommit) => {
      const item = await targets.requireReportable(trx, objectType, objectId, reporterId);
      if (item.ownerId === reporterId) throw badRequest('You cannot report your own content.', 'REPORTING_YOURSELF');
      const row = await repo.insert(trx, {
        reporter_id: reporterId,
        object_type: objectType,
        object_id: objectId,
        owner_id: item.ownerId,
        object_title: item.title,
        reason,
        note: (report.note ?? '').trim(),
        held: hideAtOnce,
      });
      if (!row) throw conflict('You have already reported this; the team is looking at it.', 'ALREADY_REPORTED');
      if (hideAtOnce) {
        await targets.moderate(trx, objectType, objectId, 'held', `Reported as ${REASON_LABELS[reason].toLowerCase()}: hidden until reviewed`);
        afterCommit(() => targets.announce(objectType, objectId, 'held', item));
      }
      return row;
    });
    realtime.toAdmins(SOCKET_EVENTS.reportFiled, { reportId: filed.id, objectType, objectTitle: filed.object_title, reason, held: filed.held });
    return toReport(filed);
  }

  async mine(reporterId: string, paging: Paging): Promise<{ data: ReportDto[]; total: number }> {
    const { rows, total } = await this.deps.repo.mine(reporterId, paging);
    return { data: rows.map(toReport), total };
  }

  /** The admins' queue, each report with the item as it is now. */
  async queue(filters: QueueFilters, paging: Paging): Promise<{ data: AdminReportDto[]; total: number }> {
    const { db, repo, targets } = this.deps;
    const { rows, total } = await repo.queue(filters, paging);
    const names = await usernames(
      db,
      rows.flatMap((r) => [r.reporter_id, r.owner_id, r.handled_by]),
    );
    const data: AdminReportDto[] = [];
    for (const row of rows) data.push(toAdminReport(row, names, await targets.find(db, row.object_type, row.object_id)));
    return { data, total };
  }

  /** Everything the user reported (their data export). */
  async byReporter(reporterId: string): Promise<ReportDto[]> {
    return (await this.deps.repo.byReporter(reporterId)).map(toReport);
  }
}
