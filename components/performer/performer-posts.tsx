import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { creatorPostService } from '../../services/creator-post.service';
import type { ListResult } from '../../types/api';
import type { CreatorPost } from '../../types/creator-post';
import LightAlert from '../common/light-alert';
import LightButton from '../common/light-button';
import PostCard from '../creator-post/post-card';
import styles from '../creator-post/creator-post.module.css';

/** Posts shown at a time (the page's first, then each "Show more"). */
export const POSTS_PAGE = 10;

interface Props {
  performer: { _id: string; name: string };
  /** The first page, loaded with the page; null when it could not be read. */
  first: ListResult<CreatorPost> | null;
}

/** A performer's posts, newest first, each as the viewer may see it, with more on demand. */
export default function PerformerPosts({ performer, first }: Props) {
  const [posts, setPosts] = useState<CreatorPost[]>(first?.data ?? []);
  const [total, setTotal] = useState(first?.total ?? 0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(first ? null : 'We couldn’t load the posts. Reload the page to try again.');

  const more = async () => {
    setLoading(true);
    try {
      const next = await creatorPostService.search({ performerId: performer._id, limit: POSTS_PAGE, offset: posts.length });
      const known = new Set(posts.map((post) => post._id));
      setPosts([...posts, ...next.data.filter((post) => !known.has(post._id))]);
      setTotal(next.total);
      setError(null);
    } catch (thrown) {
      setError(errorMessage(thrown, 'We couldn’t load more posts.'));
    } finally {
      setLoading(false);
    }
  };

  if (error && posts.length === 0) return <LightAlert type="error" showIcon title={error} />;
  if (posts.length === 0) return <p data-testid="performer-posts-empty">{performer.name} has not shared any posts yet.</p>;
  return (
    <div data-testid="performer-posts">
      <ul className={styles.list}>
        {posts.map((post) => (
          <li key={post._id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      {error && <LightAlert type="error" showIcon title={error} />}
      {posts.length < total && (
        <div className={styles.more}>
          <LightButton onClick={() => void more()} loading={loading} data-testid="performer-posts-more">
            Show more posts
          </LightButton>
        </div>
      )}
    </div>
  );
}
