import { SOCKET_EVENTS } from '../../../lib/socket-events';
import type { Db } from '../../db';
import type { ModerationState, ReportableType } from '../../db/schema';
import { inTransaction, type AfterCommit, type Executor } from '../../db/unit-of-work';
import { conflict, notFound } from '../../http/errors';
import type { Realtime } from '../../realtime/server';
import type { Actor } from '../audit/actor';
import type { AuditLog } from '../audit/log';
import { usernames } from '../users/cards';
import { toAdminReport, type AdminReportDto } from './presenter';
import type { ReportRow, ReportsRepo } from './repo';
import type { ModeratedItem, ModerationTargets } from './targets';
import type { Notify } from '../notifications/centre';

interface Deps {
  db: Db;
  repo: ReportsRepo;
  targets: ModerationTargets;
  audit: AuditLog;
  realtime: Pick<Realtime, 'toUser'>;
  notify: Notify;
}

export interface Resolution {
  outcome: 'removed' | 'dismissed';
  note: string;
  illegal?: boolean;
}

type Item = { objectType: ReportableType; objectId: string };

/** The state a removal leaves: taken down (its buyers keep it), or removed for everyone as illegal. */
const removalOf = (illegal: boolean | undefined): ModerationState => (illegal ? 'removed' : 'taken_down');

/**
 * What the admins decide: a report handled (the item removed, or the reports dismissed and a held item shown again),
 * or an item taken down or restored from the content list. Every open report of the item closes with the decision and
 * its reporters are told; each decision is in the audit log, recorded in its transaction.
 */
export class ModerationDecisions {
  constructor(private readonly deps: Deps) {}

  async resolve(reportId: string, resolution: Resolution, actor: Actor): Promise<AdminReportDto> {
    const { db, repo, targets } = this.deps;
    const report = await repo.byId(db, reportId);
    if (!report) throw notFound('Report not found');
    if (report.state !== 'open') throw conflict('This report has already been handled.', 'REPORT_HANDLED');
    const item = { objectType: report.object_type, objectId: report.object_id };
    const closed = await inTransaction(db, async (trx, afterCommit) => {
      const found = await targets.find(trx, item.objectType, item.objectId);
      let after: ModerationState | null | undefined = found?.moderation;
      if (found && resolution.outcome === 'removed') after = removalOf(resolution.illegal);
      if (found && resolution.outcome === 'dismissed' && found.moderation === 'held') after = null;
      if (found && after !== found.moderation) await this.change(trx, afterCommit, item, found, after ?? null, resolution.note);
      await this.deps.audit.record(trx, {
        actor,
        action: `report.${resolution.outcome}`,
        target: { type: item.objectType, id: item.objectId },
        before: { moderation: found?.moderation ?? null },
        after: { moderation: after ?? null },
        reason: resolution.note,
      });
      const closedNow = await this.closeReports(trx, afterCommit, item, resolution.outcome, resolution.note, actor);
      // Another admin's decision committed since the read above: theirs stands, this one rolls back.
      if (!closedNow.some((r) => r.id === reportId)) throw conflict('This report has already been handled.', 'REPORT_HANDLED');
      return closedNow;
    });
    const row = closed.find((r) => r.id === reportId) as ReportRow;
    const names = await usernames(db, [row.reporter_id, row.owner_id, row.handled_by]);
    return toAdminReport(row, names, await targets.find(db, item.objectType, item.objectId));
  }

  /** Takes an item down (buyers keep it) or, illegal, removes it for everyone; its open reports close as removed. */
  takeDown(item: Item, reason: string, illegal: boolean, actor: Actor): Promise<{ moderation: ModerationState | null; reason: string | null }> {
    return this.set(item, removalOf(illegal), reason, actor);
  }

  /** Shows an item again, whatever moderation hid it. */
  restore(item: Item, actor: Actor): Promise<{ moderation: ModerationState | null; reason: string | null }> {
    return this.set(item, null, null, actor);
  }

  private async set(item: Item, state: ModerationState | null, reason: string | null, actor: Actor) {
    const { db, targets } = this.deps;
    return inTransaction(db, async (trx, afterCommit) => {
      const found = await targets.find(trx, item.objectType, item.objectId);
      if (!found) throw notFound('Not found');
      if (found.moderation !== state) await this.change(trx, afterCommit, item, found, state, reason);
      await this.deps.audit.record(trx, {
        actor,
        action: state === null ? 'content.restore' : `content.${state === 'removed' ? 'remove' : 'take_down'}`,
        target: { type: item.objectType, id: item.objectId },
        before: { moderation: found.moderation },
        after: { moderation: state },
        reason,
      });
      if (state !== null) await this.closeReports(trx, afterCommit, item, 'removed', reason ?? '', actor);
      return { moderation: state, reason };
    });
  }

  private async change(
    trx: Executor,
    afterCommit: AfterCommit,
    item: Item,
    found: ModeratedItem,
    state: ModerationState | null,
    reason: string | null,
  ): Promise<void> {
    await this.deps.targets.moderate(trx, item.objectType, item.objectId, state, reason);
    afterCommit(() => this.deps.targets.announce(item.objectType, item.objectId, state, found));
  }

  /** Closes the item's open reports and, once committed, tells each reporter. */
  private async closeReports(
    trx: Executor,
    afterCommit: AfterCommit,
    item: Item,
    state: 'removed' | 'dismissed',
    note: string,
    actor: Actor,
  ): Promise<ReportRow[]> {
    const closed = await this.deps.repo.closeAll(trx, item, { state, note, handledBy: actor.id });
    for (const row of closed) {
      if (!row.reporter_id) continue;
      await this.deps.notify(trx, afterCommit, [row.reporter_id], {
        kind: 'report_decided',
        groupKey: null,
        actorId: null,
        subject: { title: row.object_title, path: '/user/reports', note: state === 'removed' ? `removed. ${note}`.trim() : `dismissed. ${note}`.trim() },
      });
    }
    afterCommit(() => {
      for (const row of closed) {
        if (!row.reporter_id) continue;
        this.deps.realtime.toUser(row.reporter_id, SOCKET_EVENTS.reportHandled, { reportId: row.id, objectTitle: row.object_title, state, outcome: note });
      }
    });
    return closed;
  }
}
