import LightButton from './light-button';
import styles from './list-status.module.css';
import { countOf } from '../../lib/plural';

interface Props {
  shown: number;
  total: number;
  loading: boolean;
  onLoadMore: () => void;
  /** In the plural ("videos"). */
  noun: string;
  /** Prefix of the test ids, for a page with more than one list (e.g. 'comment-' gives comment-load-more). */
  testIdPrefix?: string;
}

/** "Showing 12 of 40 videos" and a Load more button while there is more. */
export default function LoadMore({ shown, total, loading, onLoadMore, noun, testIdPrefix = '' }: Props) {
  if (total === 0) return null;
  return (
    <div className={styles.loadMore}>
      <span className={styles.count} data-testid={`${testIdPrefix}list-count`}>
        Showing {shown} of {countOf(total, noun)}
      </span>
      {shown < total && (
        <LightButton size="large" shape="round" loading={loading} onClick={onLoadMore} data-testid={`${testIdPrefix}load-more`}>
          Load more
        </LightButton>
      )}
    </div>
  );
}
