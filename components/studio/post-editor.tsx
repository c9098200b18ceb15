import type { OwnCreatorPostDetail } from '../../types/creator-post';
import PageTitle from '../common/page-title';
import PostHeader from './post-header';
import PostMedia from './post-media';
import PostText from './post-text';

/** Studio > Posts > one post: its state and actions, its text as fans will read it, and its photos and videos. */
export default function PostEditor({ post }: { post: OwnCreatorPostDetail }) {
  return (
    <div className="page-container" data-testid="post-editor">
      <PageTitle title={`${post.title} · Posts · Studio`} />
      <PostHeader post={post} />
      <PostText post={post} />
      <PostMedia post={post} />
    </div>
  );
}
