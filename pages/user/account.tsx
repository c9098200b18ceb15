import { Card, Col, Row, Typography } from 'antd';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import AntdScope from '../../components/common/antd-scope';
import PageTitle from '../../components/common/page-title';
import AgeVerificationSection from '../../components/user/age-verification-section';
import BecomeCreatorCard from '../../components/user/become-creator-card';
import ChangePasswordForm from '../../components/user/change-password-form';
import DevicesSection from '../../components/user/devices-section';
import EmailSection from '../../components/user/email-section';
import NotificationsSection from '../../components/user/notifications-section';
import ProfileForm from '../../components/user/profile-form';
import ProfileImages from '../../components/user/profile-images';
import ProfileSummary from '../../components/user/profile-summary';
import styles from '../../components/user/account.module.css';
import { useAppSelector } from '../../redux/hooks';
import type { LimelightPage } from '../../types/page';

type Section = 'profile' | 'password';

// Rarely used, at the bottom of the page: their code loads after the page's own.
const sectionPlaceholder = () => <p aria-hidden>…</p>;
const DataExportSection = dynamic(() => import('../../components/user/data-export-section'), { ssr: false, loading: sectionPlaceholder });
const DeleteAccountSection = dynamic(() => import('../../components/user/delete-account-section'), { ssr: false, loading: sectionPlaceholder });

const AccountPage: LimelightPage = () => {
  const updating = useAppSelector((s) => s.user.updating);
  const [active, setActive] = useState<Section>('profile');
  return (
    <AntdScope>
      <div className="page-container">
        <PageTitle title="My account" />
        <Typography.Title level={1} className={styles.heading}>
          My account
        </Typography.Title>
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={8}>
            <ProfileSummary />
            <BecomeCreatorCard />
          </Col>
          <Col xs={24} lg={16}>
            <Row gutter={[24, 24]}>
              <Col span={24}>
                <ProfileImages />
              </Col>
              <Col span={24}>
                <Card title="Profile" onFocusCapture={() => setActive('profile')}>
                  <ProfileForm busy={updating && active === 'profile'} />
                </Card>
              </Col>
              <Col span={24}>
                <Card title="Age verification">
                  <AgeVerificationSection />
                </Card>
              </Col>
              <Col span={24}>
                <Card title="Change password" onFocusCapture={() => setActive('password')}>
                  <ChangePasswordForm busy={updating && active === 'password'} />
                </Card>
              </Col>
              <Col span={24}>
                <Card title="Email address">
                  <EmailSection />
                </Card>
              </Col>
              <Col span={24}>
                <Card title="Signed-in devices">
                  <DevicesSection />
                </Card>
              </Col>
              <Col span={24}>
                <Card title="Email notifications">
                  <NotificationsSection />
                </Card>
              </Col>
              <Col span={24}>
                <Card title="Your data">
                  <DataExportSection />
                </Card>
              </Col>
              <Col span={24}>
                <Card title="Delete account">
                  <DeleteAccountSection />
                </Card>
              </Col>
            </Row>
          </Col>
        </Row>
      </div>
    </AntdScope>
  );
};

AccountPage.authenticate = true;

export default AccountPage;
