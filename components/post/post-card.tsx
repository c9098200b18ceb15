import Link from '../common/link';
import { paths } from '../../lib/catalogue';
import { formatDate } from '../../lib/format';
import type { Post } from '../../types/content';
import AspectImage from '../common/aspect-image';
import { IMAGE_SIZES } from '../common/image-sizes';
import styles from '../common/card.module.css';

/** A news post in a list: picture, title, date and its summary. */
export default function PostCard({ post }: { post: Post }) {
  const href = paths.post(post);
  const date = formatDate(post.publishedAt);
  return (
    <article className={styles.card} data-testid="post-card">
      {post.image && (
        <Link href={href} className={styles.mediaLink} tabIndex={-1} aria-hidden>
          <AspectImage src={post.image} alt="" ratio="16 / 9" sizes={IMAGE_SIZES.wideCard} />
        </Link>
      )}
      <div className={styles.body}>
        <Link href={href} className={styles.title} data-testid="post-card-title">
          {post.title}
        </Link>
        <div className={styles.meta}>
          {date && <time dateTime={post.publishedAt ?? undefined}>{date}</time>}
          {post.shortDescription && <span>{post.shortDescription}</span>}
        </div>
      </div>
    </article>
  );
}
