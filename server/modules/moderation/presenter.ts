import type { Static } from '@sinclair/typebox';
import type { ModeratedItem } from './targets';
import type { ReportRow } from './repo';
import type { AdminReportSchema, ReportSchema } from './schemas';

export type ReportDto = Static<typeof ReportSchema>;
export type AdminReportDto = Static<typeof AdminReportSchema>;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A report as its reporter sees it. */
export function toReport(row: ReportRow): ReportDto {
  return {
    _id: row.id,
    objectType: row.object_type,
    objectId: row.object_id,
    objectTitle: row.object_title,
    reason: row.reason,
    note: row.note,
    state: row.state,
    outcome: row.outcome_note,
    handledAt: iso(row.handled_at),
    createdAt: row.created_at.toISOString(),
  };
}

/** A report in the admins' queue; `item` is the item as it is now (undefined: it no longer exists). */
export function toAdminReport(row: ReportRow, names: Map<string, string>, item: ModeratedItem | undefined): AdminReportDto {
  const person = (id: string | null) => (id && names.has(id) ? { _id: id, username: names.get(id) as string } : null);
  return {
    ...toReport(row),
    reporter: person(row.reporter_id),
    owner: person(row.owner_id),
    held: row.held,
    ...(item ? { moderation: item.moderation } : {}),
    path: item?.path ?? null,
    handledBy: row.handled_by ? (names.get(row.handled_by) ?? null) : null,
  };
}
