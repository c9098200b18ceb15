import PostEditor from '../../../components/studio/post-editor';
import { createStudioEditorPage } from '../../../components/studio/studio-editor-page';
import { loadOwnPost } from '../../../redux/studio-loaders';

/** /performer/posts/[id]: the post editor (text, publication, photos and videos), for its owner. */
export default createStudioEditorPage({
  section: 'posts',
  noun: 'post',
  backLabel: 'Your posts',
  select: (s) => s.ownPost,
  load: loadOwnPost,
  Editor: ({ item }) => <PostEditor post={item} />,
});
