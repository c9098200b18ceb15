import { formatDate } from '../../lib/format';
import type { Post } from '../../types/content';
import AspectImage from '../common/aspect-image';
import { IMAGE_SIZES } from '../common/image-sizes';
import styles from './post.module.css';

/** A page or post: title, date, image and its admin-authored HTML. */
export default function PostContent({ post }: { post: Post }) {
  const date = formatDate(post.publishedAt);
  return (
    <article className={styles.article} data-testid="post">
      <header className={styles.header}>
        <h1 className={styles.title} data-testid="post-title">
          {post.title}
        </h1>
        {post.type === 'post' && date && <time dateTime={post.publishedAt ?? undefined}>{date}</time>}
        {post.shortDescription && <p className={styles.lead}>{post.shortDescription}</p>}
      </header>
      {post.image && <AspectImage src={post.image} alt="" ratio="16 / 9" priority sizes={IMAGE_SIZES.post} className={styles.image} />}
      {/* Admin-authored HTML from the posts the site publishes (terms, privacy, about, news). */}
      <div className={styles.content} data-testid="post-content" dangerouslySetInnerHTML={{ __html: post.content }} />
    </article>
  );
}
