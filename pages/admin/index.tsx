import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import { adminPage } from '../../components/admin/admin-page';
import styles from '../../components/admin/admin.module.css';
import { useLoaded } from '../../components/common/use-loaded';
import ButtonLink from '../../components/common/button-link';
import PageTitle from '../../components/common/page-title';
import { ADMIN_ROUTES } from '../../lib/admin-routes';
import { adminService } from '../../services/admin.service';

/** /admin: what waits for the staff now. */
function DashboardPage() {
  const { loaded } = useLoaded(async () => {
    const [waiting, reports, suspended] = await Promise.all([
      adminService.applications({ state: 'submitted', limit: 1 }),
      adminService.reports({ state: 'open', limit: 1 }),
      adminService.users({ status: 'suspended', limit: 1 }),
    ]);
    return { waiting: waiting.total, reports: reports.total, suspended: suspended.total };
  }, 'dashboard');
  return (
    <div data-testid="admin-dashboard">
      <PageTitle title="Admin" />
      <Typography.Title level={1} className={styles.heading}>
        Admin
      </Typography.Title>
      {loaded.state === 'failed' && <Alert type="error" showIcon title={loaded.message} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card>
            <Statistic title="Creator applications waiting" value={loaded.state === 'ready' ? loaded.data.waiting : '…'} />
            <ButtonLink href={ADMIN_ROUTES.applications} type="primary" style={{ marginTop: 16 }} data-testid="dashboard-applications">
              Review applications
            </ButtonLink>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card>
            <Statistic title="Open reports" value={loaded.state === 'ready' ? loaded.data.reports : '…'} />
            <ButtonLink href={ADMIN_ROUTES.reports} type="primary" style={{ marginTop: 16 }} data-testid="dashboard-reports">
              Review reports
            </ButtonLink>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card>
            <Statistic title="Suspended accounts" value={loaded.state === 'ready' ? loaded.data.suspended : '…'} />
            <ButtonLink href={ADMIN_ROUTES.users} style={{ marginTop: 16 }}>
              Users and creators
            </ButtonLink>
          </Card>
        </Col>
      </Row>
    </div>
  );
}

export default adminPage('dashboard', DashboardPage);
