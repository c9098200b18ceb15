import { Button } from 'antd';
import AdminHeading from '../../components/admin/admin-heading';
import { adminPage } from '../../components/admin/admin-page';
import AdminTable from '../../components/admin/admin-table';
import styles from '../../components/admin/admin.module.css';
import { useAction } from '../../components/admin/use-action';
import { useLoaded } from '../../components/common/use-loaded';
import { formatRelativeTime } from '../../lib/format';
import { siteAdminService } from '../../services/site-admin.service';
import type { FailedJob } from '../../types/site-admin';

/** /admin/jobs: the job queue's jobs whose every attempt failed (kept a week), with why, and running one again. */
function JobsPage() {
  const { loaded, reload } = useLoaded(() => siteAdminService.failedJobs(), 'failed-jobs');
  const { busy, run } = useAction<unknown>(() => void reload(), 'The job could not be run again.');
  return (
    <div data-testid="admin-jobs">
      <AdminHeading title="Failed jobs" />
      <p className={styles.muted}>
        Background work (video processing, renewals, mail) is tried four times before it is given up. Fix what the error says, then run it again.
      </p>
      <AdminTable<FailedJob>
        label="Failed jobs"
        emptyText="No job has failed this week."
        rowKey="_id"
        loaded={loaded}
        noun="failed jobs"
        columns={[
          { title: 'Job', key: 'name', render: (_, job) => <code>{job.name}</code> },
          { title: 'Error', key: 'error', render: (_, job) => <span className={styles.jobError}>{job.error}</span> },
          { title: 'Attempts', key: 'attempts', render: (_, job) => job.attempts },
          { title: 'Failed', key: 'failed', render: (_, job) => formatRelativeTime(job.failedAt ?? job.createdAt) },
          {
            title: '',
            key: 'retry',
            render: (_, job) => (
              <Button loading={busy} onClick={() => void run(() => siteAdminService.retryJob(job.name, job._id), `${job.name} will run again.`)}>
                Run again
              </Button>
            ),
          },
        ]}
        expandable={{ expandedRowRender: (job) => <pre className={styles.jobData}>{JSON.stringify(job.data, null, 2)}</pre> }}
      />
    </div>
  );
}

export default adminPage('jobs', JobsPage);
