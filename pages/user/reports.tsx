import LightTag from '../../components/common/light-tag';
import LoadedList from '../../components/common/loaded-list';
import PageHeading from '../../components/common/page-heading';
import PageTitle from '../../components/common/page-title';
import { useLoaded } from '../../components/common/use-loaded';
import styles from '../../components/report/report.module.css';
import { formatDate } from '../../lib/format';
import { REPORT_REASON_LABELS, REPORT_STATE_LABELS, REPORTABLE_NOUNS } from '../../lib/report-reasons';
import { reportService } from '../../services/report.service';
import type { Report } from '../../types/report';
import type { LimelightPage } from '../../types/page';

const STATE_COLOURS = { open: 'processing', removed: 'success', dismissed: 'default' } as const;

/** Enough for anyone's reports: the hourly limit keeps a person's list short. */
const SHOWN = 100;

function ReportRow({ report }: { report: Report }) {
  return (
    <li className={styles.row} data-testid="my-report">
      <div className={styles.rowHead}>
        <span className={styles.what}>
          The {REPORTABLE_NOUNS[report.objectType]} “{report.objectTitle}”
        </span>
        <LightTag color={STATE_COLOURS[report.state]} data-testid="my-report-state">
          {REPORT_STATE_LABELS[report.state]}
        </LightTag>
      </div>
      <p className={styles.hint}>
        {REPORT_REASON_LABELS[report.reason]}, reported {formatDate(report.createdAt)}
        {report.handledAt && `, handled ${formatDate(report.handledAt)}`}
      </p>
      {report.note && <p className={styles.note}>Your note: {report.note}</p>}
      {report.outcome && (
        <p className={styles.outcome} data-testid="my-report-outcome">
          The team: {report.outcome}
        </p>
      )}
    </li>
  );
}

/** /user/reports: what the signed-in user reported, and what the team decided. */
const ReportsPage: LimelightPage = () => {
  const { loaded } = useLoaded(() => reportService.mine({ limit: SHOWN }), 'mine');
  return (
    <div className="page-container" data-testid="my-reports-page">
      <PageTitle title="Your reports" />
      <PageHeading
        title="Your reports"
        subtitle="What you reported to the team, and what they decided. You are told here and on the site when a report is handled."
        count={loaded.state === 'ready' ? loaded.data.total : undefined}
        noun="reports"
      />
      <LoadedList loaded={loaded} empty="You have not reported anything. Use Report on a video, photo, post, comment or profile.">
        {(items) => (
          <ul className={styles.list}>
            {items.map((report) => (
              <ReportRow key={report._id} report={report} />
            ))}
          </ul>
        )}
      </LoadedList>
    </div>
  );
};

ReportsPage.authenticate = true;

export default ReportsPage;
