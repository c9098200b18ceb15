import CommentOutlined from '@ant-design/icons/CommentOutlined';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { formatCount } from '../../lib/format';
import LightButton from '../common/light-button';
import LightSpin from '../common/light-spin';
import ShareButton from '../common/share-button';
import ReactionButtons from '../reaction/reaction-buttons';
import type { FeedItemFacts } from './feed-item';
import styles from './feed.module.css';

// Fetched when a fan opens an item's comments, not with the feed.
const CommentSection = dynamic(() => import('../comment/comment-section'), { ssr: false, loading: () => <LightSpin /> });

/**
 * What a fan can do with a feed item where it is: like it (and favourite it), open its comments under it, share its
 * link, and whatever its kind adds (a product's "Add to cart").
 */
export default function EntryActions({ facts, extra }: { facts: FeedItemFacts; extra?: ReactNode }) {
  const [commentsOpen, setCommentsOpen] = useState(false);
  const { target, href, title, ownerId, actions, counts, comments } = facts;
  return (
    <>
      <footer className={styles.actions} data-testid="feed-actions">
        <ReactionButtons {...target} actions={actions} counts={counts} />
        <LightButton
          shape="round"
          icon={<CommentOutlined aria-hidden />}
          aria-expanded={commentsOpen}
          onClick={() => setCommentsOpen((open) => !open)}
          data-testid="feed-comments-toggle"
        >
          {commentsOpen ? 'Hide comments' : 'Comment'}
          {comments > 0 && <span className={styles.count}>{formatCount(comments)}</span>}
        </LightButton>
        <ShareButton href={href} title={title} />
        {extra}
      </footer>
      {commentsOpen && <CommentSection {...target} ownerId={ownerId} headingLevel="h3" />}
    </>
  );
}
