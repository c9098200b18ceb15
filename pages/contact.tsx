import { Card, Typography } from 'antd';
import AntdScope from '../components/common/antd-scope';
import PageTitle from '../components/common/page-title';
import ContactForm from '../components/contact/contact-form';
import styles from '../components/contact/contact-page.module.css';
import type { LimelightPage } from '../types/page';

const ContactPage: LimelightPage = () => (
  <AntdScope>
    <div className="page-container">
      <PageTitle title="Contact us" />
      <div className={styles.wrap}>
        <Typography.Title level={1} className={styles.heading}>
          Contact us
        </Typography.Title>
        <Typography.Paragraph type="secondary" className={styles.intro}>
          A question about your account, a payment or something on the site? Write to us and we will answer by email.
        </Typography.Paragraph>
        <Card>
          <ContactForm />
        </Card>
      </div>
    </div>
  </AntdScope>
);

export default ContactPage;
