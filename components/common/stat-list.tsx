import CommentOutlined from '@ant-design/icons/CommentOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import { objectKey } from '../../lib/engagement';
import { formatCount, formatDate } from '../../lib/format';
import { useAppSelector } from '../../redux/hooks';
import type { Stats } from '../../types/catalogue';
import styles from './detail.module.css';
import { countOf } from '../../lib/plural';

interface Props {
  stats: Stats;
  publishedAt?: string | null;
  /** When the page's comment list is loaded, its live total replaces the count the page was rendered with. */
  commentsOf?: { objectType: string; objectId: string };
}

/** Views, likes and comments (and the publication date) of an asset. */
export default function StatList({ stats, publishedAt, commentsOf }: Props) {
  const date = formatDate(publishedAt);
  const liveTotal = useAppSelector((state) => (commentsOf ? state.comments.lists[objectKey(commentsOf)]?.total : undefined));
  const comments = liveTotal ?? stats.comments;
  return (
    <ul className={styles.stats} data-testid="asset-stats">
      <li title={`${stats.views} views`}>
        <EyeOutlined aria-hidden /> {formatCount(stats.views)} views
      </li>
      <li title={`${stats.likes} likes`}>
        <HeartOutlined aria-hidden /> {formatCount(stats.likes)} likes
      </li>
      <li title={`${comments} comments`} data-testid="asset-comment-count">
        <CommentOutlined aria-hidden /> {countOf(comments, 'comments', formatCount)}
      </li>
      {date && <li>{date}</li>}
    </ul>
  );
}
