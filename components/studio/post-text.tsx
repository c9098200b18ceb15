import type { OwnCreatorPostDetail } from '../../types/creator-post';
import postStyles from '../creator-post/creator-post.module.css';
import styles from './item-editor.module.css';

/** The post's text as fans read it (rendered and sanitised by the server), or a word that it has none. */
export default function PostText({ post }: { post: OwnCreatorPostDetail }) {
  return (
    <section className={styles.section} aria-labelledby="post-text-title" data-testid="post-text">
      <h2 id="post-text-title" className={styles.sectionTitle}>
        Text
      </h2>
      {post.html ? (
        // Sanitised on the server (creator-posts/post-text.ts): links, bold, italics and line breaks only.
        <div className={postStyles.text} dangerouslySetInnerHTML={{ __html: post.html }} />
      ) : (
        <p className={styles.note}>No text yet: use &ldquo;Edit post&rdquo; to write some, or publish photos and videos alone.</p>
      )}
    </section>
  );
}
