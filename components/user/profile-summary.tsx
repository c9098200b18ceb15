import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import { Avatar, Card, Typography } from 'antd';
import Tag from '../common/light-tag';
import { useAppSelector } from '../../redux/hooks';
import styles from './account.module.css';

const memberSince = (iso?: string) => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
};

export default function ProfileSummary() {
  const user = useAppSelector((s) => s.user.current);
  const since = memberSince(user.createdAt);
  return (
    <Card className={styles.summary} data-testid="profile-summary">
      <div className={styles.cover} style={user.cover ? { backgroundImage: `url("${user.cover.replace(/"/g, '%22')}")` } : undefined} />
      <div className={styles.identity}>
        <Avatar src={user.avatar} alt={`${user.name}'s avatar`} size={96} className={styles.bigAvatar} />
        <Typography.Title level={2} className={styles.name} data-testid="account-name">
          {user.name}
        </Typography.Title>
        {user.username && <Typography.Text type="secondary">@{user.username}</Typography.Text>}
        <div className={styles.email}>
          <Typography.Text data-testid="account-email">{user.email}</Typography.Text>
          {user.verifiedEmail ? (
            <Tag color="success" icon={<CheckCircleFilled />}>
              Verified
            </Tag>
          ) : (
            <Tag color="warning" icon={<ExclamationCircleFilled />}>
              Not verified
            </Tag>
          )}
        </div>
        {since && <Typography.Text type="secondary">Member since {since}</Typography.Text>}
      </div>
    </Card>
  );
}
