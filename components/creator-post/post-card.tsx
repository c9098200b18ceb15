import { paths } from '../../lib/catalogue';
import { formatDate } from '../../lib/format';
import type { CreatorPost } from '../../types/creator-post';
import AccessBadge from '../common/access-badge';
import Link from '../common/link';
import UnlockCta from '../common/unlock-cta';
import styles from './creator-post.module.css';
import PostMediaGrid from './post-media-grid';

interface Props {
  post: CreatorPost;
  /** On its own page: the title is the page's heading, and it links nowhere. */
  standalone?: boolean;
}

/**
 * A creator's post as the viewer may see it: its text (rendered and sanitised by the server) and media when they may,
 * else its title, a pay-per-view post's teaser, the blurred previews of its photos, and the way to unlock it.
 */
export default function PostCard({ post, standalone = false }: Props) {
  const locked = !post.canView;
  const Heading = standalone ? 'h1' : 'h2';
  return (
    <article className={styles.card} data-testid="creator-post" data-locked={locked || undefined}>
      <header className={styles.head}>
        {post.performer && (
          <Link href={paths.performer(post.performer)} className={styles.author}>
            {post.performer.avatar ? (
              // eslint-disable-next-line @next/next/no-img-element -- a small public avatar
              <img className={styles.avatar} src={post.performer.avatar} alt="" />
            ) : (
              <span className={styles.avatar} aria-hidden />
            )}
            <span>{post.performer.name}</span>
          </Link>
        )}
        <span className={styles.date} suppressHydrationWarning>
          {formatDate(post.publishedAt ?? post.createdAt)}
        </span>
        <AccessBadge access={post.access} price={post.price} bought={post.isBought} />
      </header>
      <Heading className={styles.title} data-testid="creator-post-title">
        {standalone ? post.title : <Link href={paths.creatorPost(post)}>{post.title}</Link>}
      </Heading>
      {post.html !== null ? (
        // Sanitised on the server (creator-posts/post-text.ts): links, bold, italics and line breaks only.
        <div className={styles.text} data-testid="creator-post-text" dangerouslySetInnerHTML={{ __html: post.html }} />
      ) : (
        post.excerpt && <p className={styles.text}>{post.excerpt}</p>
      )}
      <PostMediaGrid media={post.media} title={post.title} locked={locked} />
      {locked && !post.preview && (
        <UnlockCta access={post.access} price={post.price} performer={post.performer} item={{ type: 'creator_post', id: post._id }} />
      )}
      {!standalone && (
        <footer className={styles.foot}>
          <span>{post.stats.likes} likes</span>
          <span>{post.stats.comments} comments</span>
          <Link href={paths.creatorPost(post)}>Open the post</Link>
        </footer>
      )}
    </article>
  );
}
