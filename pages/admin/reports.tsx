import { Button, Segmented, Select } from 'antd';
import { useState } from 'react';
import AdminHeading from '../../components/admin/admin-heading';
import { adminPage } from '../../components/admin/admin-page';
import AdminTable from '../../components/admin/admin-table';
import styles from '../../components/admin/admin.module.css';
import ReportActions from '../../components/admin/report-actions';
import LightTag from '../../components/common/light-tag';
import Link from '../../components/common/link';
import { useLoaded } from '../../components/common/use-loaded';
import { formatDate } from '../../lib/format';
import { MODERATION_LOOKS, REPORT_REASON_LABELS, REPORT_STATE_LABELS, REPORTABLE_NOUNS } from '../../lib/report-reasons';
import { adminService } from '../../services/admin.service';
import type { AdminReport, AdminReportQuery, ReportableType } from '../../types/report';

const STATES = [
  { value: 'open', label: 'Open' },
  { value: 'removed', label: 'Removed' },
  { value: 'dismissed', label: 'Dismissed' },
];
const KINDS = (Object.keys(REPORTABLE_NOUNS) as ReportableType[]).map((value) => ({ value, label: REPORTABLE_NOUNS[value] }));

const decisionTitle = (state: AdminReportQuery['state']) => (state === 'open' ? 'Decide' : 'Decision');

/** What was reported: its kind, its title (a link to its page when it has one) and where it stands now. */
function Reported({ report }: { report: AdminReport }) {
  const moderation =
    report.moderation === undefined
      ? { label: 'Deleted since', color: 'default' }
      : report.moderation === null
        ? { label: 'Shown', color: 'green' }
        : MODERATION_LOOKS[report.moderation];
  return (
    <div>
      <span className={styles.muted}>{REPORTABLE_NOUNS[report.objectType]}</span>{' '}
      {report.path ? <Link href={report.path}>{report.objectTitle}</Link> : <strong>{report.objectTitle}</strong>}
      <div>
        <LightTag color={moderation.color} data-testid={`report-${report._id}-moderation`}>
          {moderation.label}
        </LightTag>
      </div>
    </div>
  );
}

/** /admin/reports: what users reported, oldest open first; remove the item or dismiss the reports, and the reporters are told. */
function ReportsPage() {
  const [query, setQuery] = useState<AdminReportQuery>({ state: 'open', limit: 50 });
  const { loaded, reload } = useLoaded(() => adminService.reports(query), JSON.stringify(query));
  const refresh = () => void reload();
  return (
    <div data-testid="admin-reports">
      <AdminHeading title="Reports" />
      <div className={styles.toolbar}>
        <Segmented
          options={STATES}
          value={query.state}
          onChange={(state) => setQuery({ ...query, state: state as AdminReportQuery['state'] })}
          aria-label="Reports in this state"
        />
        <Select
          allowClear
          placeholder="Anything reported"
          aria-label="What was reported"
          options={KINDS}
          onChange={(objectType) => setQuery({ ...query, objectType })}
          style={{ width: 180 }}
        />
        <Button onClick={refresh}>Refresh</Button>
      </div>
      <AdminTable<AdminReport>
        label="Reports"
        emptyText={query.state === 'open' ? 'Nothing waits: no open report.' : 'No report here.'}
        rowKey="_id"
        loaded={loaded}
        noun="reports"
        columns={[
          { title: 'Reported', key: 'item', render: (_, r) => <Reported report={r} /> },
          {
            title: 'Why',
            key: 'reason',
            render: (_, r) => (
              <div data-testid={`report-${r._id}-reason`}>
                <strong>{REPORT_REASON_LABELS[r.reason]}</strong>
                {r.held && <div className={styles.muted}>Hidden at once, pending review</div>}
                {r.note && <div className={styles.muted}>“{r.note}”</div>}
              </div>
            ),
          },
          {
            title: 'Who',
            key: 'who',
            render: (_, r) => (
              <div>
                <div>By {r.reporter?.username ?? 'a deleted account'}</div>
                {r.owner && <div className={styles.muted}>Owner: {r.owner.username}</div>}
              </div>
            ),
          },
          { title: 'When', key: 'when', render: (_, r) => formatDate(r.createdAt) },
          {
            title: decisionTitle(query.state),
            key: 'actions',
            render: (_, r) =>
              r.state === 'open' ? (
                <ReportActions report={r} onChanged={refresh} />
              ) : (
                <div>
                  <LightTag color={r.state === 'removed' ? 'green' : 'default'}>{REPORT_STATE_LABELS[r.state]}</LightTag>
                  <div className={styles.muted}>
                    {r.outcome} ({r.handledBy ?? 'an admin'}, {formatDate(r.handledAt)})
                  </div>
                </div>
              ),
          },
        ]}
      />
    </div>
  );
}

export default adminPage('reports', ReportsPage);
