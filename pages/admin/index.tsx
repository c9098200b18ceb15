import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import { adminPage } from '../../components/admin/admin-page';
import SiteCharts from '../../components/admin/site-charts';
import styles from '../../components/admin/admin.module.css';
import { useLoaded } from '../../components/common/use-loaded';
import ButtonLink from '../../components/common/button-link';
import PageTitle from '../../components/common/page-title';
import { ADMIN_ROUTES } from '../../lib/admin-routes';
import { adminService } from '../../services/admin.service';
import { adminPayoutService } from '../../services/payout.service';
import { siteAdminService } from '../../services/site-admin.service';

/** The dashboard's counts, each with the page where the staff act on it. */
const CARDS = [
  {
    key: 'waiting',
    title: 'Creator applications waiting',
    href: ADMIN_ROUTES.applications,
    action: 'Review applications',
    testId: 'applications',
    primary: true,
  },
  { key: 'reports', title: 'Open reports', href: ADMIN_ROUTES.reports, action: 'Review reports', testId: 'reports', primary: true },
  { key: 'payouts', title: 'Performers due a payout', href: ADMIN_ROUTES.payouts, action: 'Pay them', testId: 'payouts', primary: true },
  { key: 'failedJobs', title: 'Failed jobs this week', href: ADMIN_ROUTES.jobs, action: 'See why', testId: 'jobs', primary: false },
  { key: 'suspended', title: 'Suspended accounts', href: ADMIN_ROUTES.users, action: 'Users and creators', testId: 'users', primary: false },
] as const;

/** /admin: what waits for the staff now. */
function DashboardPage() {
  const { loaded } = useLoaded(async () => {
    const [waiting, reports, suspended, due, failedJobs] = await Promise.all([
      adminService.applications({ state: 'submitted', limit: 1 }),
      adminService.reports({ state: 'open', limit: 1 }),
      adminService.users({ status: 'suspended', limit: 1 }),
      adminPayoutService.due(),
      siteAdminService.failedJobs(),
    ]);
    return {
      waiting: waiting.total,
      reports: reports.total,
      suspended: suspended.total,
      payouts: due.data.filter((d) => d.blocked === null).length,
      failedJobs: failedJobs.total,
    };
  }, 'dashboard');
  return (
    <div data-testid="admin-dashboard">
      <PageTitle title="Admin" />
      <Typography.Title level={1} className={styles.heading}>
        Admin
      </Typography.Title>
      {loaded.state === 'failed' && <Alert type="error" showIcon title={loaded.message} />}
      <Row gutter={[16, 16]}>
        {CARDS.map((card) => (
          <Col xs={24} md={12} key={card.key}>
            <Card>
              <Statistic title={card.title} value={loaded.state === 'ready' ? loaded.data[card.key] : '…'} />
              <ButtonLink href={card.href} type={card.primary ? 'primary' : 'default'} style={{ marginTop: 16 }} data-testid={`dashboard-${card.testId}`}>
                {card.action}
              </ButtonLink>
            </Card>
          </Col>
        ))}
      </Row>
      <SiteCharts />
    </div>
  );
}

export default adminPage('dashboard', DashboardPage);
