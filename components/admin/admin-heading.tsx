import { Typography } from 'antd';
import PageTitle from '../common/page-title';
import styles from './admin.module.css';

/** An admin page's heading, and its browser title ("… · Admin"). */
export default function AdminHeading({ title }: { title: string }) {
  return (
    <>
      <PageTitle title={`${title} · Admin`} />
      <Typography.Title level={1} className={styles.heading}>
        {title}
      </Typography.Title>
    </>
  );
}
