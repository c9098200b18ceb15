import { useMemo } from 'react';
import { useAppSelector } from '../../redux/hooks';
import { creatorPostsActions } from '../../redux/creator-posts/slice';
import PagedList from '../common/paged-list';
import { usePageRequest } from '../common/use-page-request';
import PostCard from '../creator-post/post-card';
import styles from '../creator-post/creator-post.module.css';

interface Props {
  performer: { _id: string; name: string };
}

/** A performer's posts (loaded with the page, see loadCreatorPosts), newest first, each as the viewer may see it; load-more. */
export default function PerformerPosts({ performer }: Props) {
  const list = useAppSelector((s) => s.creatorPosts);
  const filters = useMemo(() => ({ performerId: performer._id }), [performer._id]);
  const request = usePageRequest(creatorPostsActions, filters);
  return (
    <PagedList
      list={list}
      noun="posts"
      emptyText={`${performer.name} has not shared any posts yet.`}
      emptyTestId="performer-posts-empty"
      errorTitle="We couldn't load the posts"
      request={request}
    >
      <ul className={styles.list} data-testid="performer-posts">
        {list.items.map((post) => (
          <li key={post._id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </PagedList>
  );
}
