import CommentOutlined from '@ant-design/icons/CommentOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import { formatCount, formatDate } from '../../lib/format';
import type { Stats } from '../../types/catalogue';
import styles from './detail.module.css';

/** Views, likes and comments (and the publication date) of an asset. */
export default function StatList({ stats, publishedAt }: { stats: Stats; publishedAt?: string | null }) {
  const date = formatDate(publishedAt);
  return (
    <ul className={styles.stats} data-testid="asset-stats">
      <li title={`${stats.views} views`}>
        <EyeOutlined aria-hidden /> {formatCount(stats.views)} views
      </li>
      <li title={`${stats.likes} likes`}>
        <HeartOutlined aria-hidden /> {formatCount(stats.likes)} likes
      </li>
      <li title={`${stats.comments} comments`}>
        <CommentOutlined aria-hidden /> {formatCount(stats.comments)} comments
      </li>
      {date && <li>{date}</li>}
    </ul>
  );
}
