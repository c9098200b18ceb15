import { Segmented } from 'antd';
import { useState } from 'react';
import { AGE_CHECK_LABELS, STATE_LABELS } from '../../../components/admin/application-labels';
import AdminHeading from '../../../components/admin/admin-heading';
import { adminPage } from '../../../components/admin/admin-page';
import AdminTable from '../../../components/admin/admin-table';
import styles from '../../../components/admin/admin.module.css';
import { useLoaded } from '../../../components/common/use-loaded';
import Link from '../../../components/common/link';
import LightTag from '../../../components/common/light-tag';
import { adminApplicationPath } from '../../../lib/admin-routes';
import { formatDate } from '../../../lib/format';
import { adminService } from '../../../services/admin.service';
import type { ApplicationReview } from '../../../types/creator-application';

const FILTERS: Array<{ value: ApplicationReview['state']; label: string }> = [
  { value: 'submitted', label: 'Waiting' },
  { value: 'needs_documents', label: 'Sent back' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

/** /admin/applications: creator applications by state, the waiting ones oldest first. */
function ApplicationsPage() {
  const [state, setState] = useState<ApplicationReview['state']>('submitted');
  const { loaded } = useLoaded(() => adminService.applications({ state, limit: 100 }), state);
  return (
    <div data-testid="admin-applications">
      <AdminHeading title="Creator applications" />
      <div className={styles.toolbar}>
        <Segmented
          options={FILTERS}
          value={state}
          onChange={(value) => setState(value as ApplicationReview['state'])}
          aria-label="Applications in this state"
        />
      </div>
      <AdminTable<ApplicationReview>
        label="Creator applications"
        emptyText={`No application is ${STATE_LABELS[state].toLowerCase()}.`}
        rowKey="_id"
        loaded={loaded}
        columns={[
          {
            title: 'Applicant',
            key: 'applicant',
            render: (_, a) => (
              <Link href={adminApplicationPath(a._id)} data-testid={`application-${a.applicant.username}`}>
                {a.stageName ?? a.applicant.username} ({a.applicant.username})
              </Link>
            ),
          },
          { title: 'Legal name', dataIndex: 'legalName' },
          { title: 'Country', dataIndex: 'country' },
          {
            title: 'Age check',
            key: 'age',
            render: (_, a) => <LightTag color={a.ageCheck.verified ? 'green' : 'orange'}>{AGE_CHECK_LABELS[a.ageCheck.status]}</LightTag>,
          },
          { title: 'Sent', key: 'sent', render: (_, a) => formatDate(a.submittedAt) },
          { title: 'State', key: 'state', render: (_, a) => STATE_LABELS[a.state] },
        ]}
      />
    </div>
  );
}

export default adminPage('applications', ApplicationsPage);
