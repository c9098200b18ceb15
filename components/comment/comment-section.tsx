import dynamic from 'next/dynamic';
import { useId } from 'react';
import { useAppSelector } from '../../redux/hooks';
import { useObjectRoom } from '../common/use-object-room';
import type { CommentTarget } from '../../types/comment';
import LoadMore from '../common/load-more';
import { ListInlineError } from '../common/list-status';
import CommentItem from './comment-item';
import LoginPrompt from './login-prompt';
import { useComments } from './use-comments';
import styles from './comments.module.css';

// Only signed-in users get the form (antd Form, Input, Upload), and only after the page is up: it sits below
// the fold, so it is not in the page's first load (its place is kept meanwhile). Visitors never download it.
const CommentForm = dynamic(() => import('./comment-form'), {
  ssr: false,
  loading: () => <div className={styles.formPlaceholder} aria-hidden />,
});

interface Props extends CommentTarget {
  /** The user id of the performer whose content it is: they may remove any comment on it. */
  ownerId?: string | null;
  /** Its heading's level: h2 on the item's page, h3 inside a list's item (the feed). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * Comments of a video, gallery, product or performer: the form (or a login prompt), newest first, load-more.
 * While it is shown (the page's life) it keeps the object's socket room joined, so new and removed comments
 * (and a performer's online status) arrive live; after a reconnect it reloads what it may have missed.
 */
export default function CommentSection({ objectType, objectId, ownerId = null, headingLevel: Heading = 'h2' }: Props) {
  const titleId = useId();
  const comments = useComments({ objectType, objectId });
  useObjectRoom(objectType, objectId, comments.reload);
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const empty = comments.items.length === 0 && !comments.requesting && !comments.error;

  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="comment-section">
      <Heading id={titleId} className={styles.title}>
        Comments
        {comments.total > 0 && (
          <span className={styles.total} data-testid="comment-total">
            {comments.total}
          </span>
        )}
      </Heading>
      {loggedIn ? <CommentForm objectType={objectType} objectId={objectId} posting={comments.posting} /> : <LoginPrompt />}
      {empty && (
        <p className={styles.empty} data-testid="comment-empty">
          No comments yet. {loggedIn ? 'Be the first to say something.' : ''}
        </p>
      )}
      <ul className={styles.list} data-testid="comment-list" aria-busy={comments.requesting}>
        {comments.items.map((comment) => (
          <CommentItem key={comment._id} comment={comment} ownerId={ownerId} />
        ))}
      </ul>
      {comments.error && <ListInlineError message={comments.error.message} onRetry={comments.items.length ? comments.loadMore : comments.reload} />}
      <LoadMore
        shown={comments.items.length}
        total={comments.total}
        loading={comments.requesting}
        onLoadMore={comments.loadMore}
        noun="comments"
        testIdPrefix="comment-"
      />
    </section>
  );
}
