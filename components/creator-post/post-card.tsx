import CommentOutlined from '@ant-design/icons/CommentOutlined';
import LikeOutlined from '@ant-design/icons/LikeOutlined';
import PushpinFilled from '@ant-design/icons/PushpinFilled';
import type { ReactNode } from 'react';
import { paths } from '../../lib/catalogue';
import { DEFAULT_AVATAR } from '../../lib/constants';
import { formatCount, formatDate } from '../../lib/format';
import { countOf } from '../../lib/plural';
import type { CreatorPost } from '../../types/creator-post';
import AgeNotice from '../age-verification/age-notice';
import AccessBadge from '../common/access-badge';
import LightAvatar from '../common/light-avatar';
import Link from '../common/link';
import UnlockCta from '../common/unlock-cta';
import styles from './creator-post.module.css';
import PostMediaGrid from './post-media-grid';

interface Props {
  post: CreatorPost;
  /** On its own page: the title is the page's heading, and it links nowhere. */
  standalone?: boolean;
  /** What the list it is in offers under it (the feed's actions) instead of its counts and link. */
  footer?: ReactNode;
}

/**
 * A creator's post as the viewer may see it: its text (rendered and sanitised by the server) and media when they may,
 * else its title, a pay-per-view post's teaser, the blurred previews of its photos, and the way to unlock it (or, when
 * only their age stands in the way, to verify it).
 */
export default function PostCard({ post, standalone = false, footer }: Props) {
  const locked = !post.canView;
  const Heading = standalone ? 'h1' : 'h2';
  return (
    <article className={styles.card} data-testid="creator-post" data-locked={locked || undefined}>
      <header className={styles.head}>
        {post.performer && (
          <Link href={paths.performer(post.performer)} className={styles.author}>
            <LightAvatar src={post.performer.avatar || DEFAULT_AVATAR} alt="" size={32} />
            <span>{post.performer.name}</span>
          </Link>
        )}
        <time className={styles.date} dateTime={post.publishedAt ?? post.createdAt}>
          {formatDate(post.publishedAt ?? post.createdAt)}
        </time>
        <AccessBadge access={post.access} price={post.price} bought={post.isBought} />
        {post.pinned && (
          <span className={styles.pinned} data-testid="creator-post-pinned">
            <PushpinFilled aria-hidden /> Pinned
          </span>
        )}
      </header>
      <Heading className={styles.title} data-testid="creator-post-title">
        {standalone ? post.title : <Link href={paths.creatorPost(post)}>{post.title}</Link>}
      </Heading>
      {post.html ? (
        // Sanitised on the server (creator-posts/post-text.ts): links, bold, italics and line breaks only.
        <div className={styles.text} data-testid="creator-post-text" dangerouslySetInnerHTML={{ __html: post.html }} />
      ) : (
        post.excerpt && <p className={styles.text}>{post.excerpt}</p>
      )}
      <PostMediaGrid media={post.media} title={post.title} locked={locked} />
      {locked &&
        !post.preview &&
        (post.accessReason === 'age_verification' ? (
          <AgeNotice action="see this post" />
        ) : (
          <UnlockCta access={post.access} price={post.price} performer={post.performer} item={{ type: 'creator_post', id: post._id }} />
        ))}
      {footer}
      {!standalone && !footer && (
        <footer className={styles.foot}>
          <span className={styles.stat}>
            <LikeOutlined aria-hidden /> {countOf(post.stats.likes, 'likes', formatCount)}
          </span>
          <span className={styles.stat}>
            <CommentOutlined aria-hidden /> {countOf(post.stats.comments, 'comments', formatCount)}
          </span>
          <Link href={paths.creatorPost(post)}>Open the post</Link>
        </footer>
      )}
    </article>
  );
}
