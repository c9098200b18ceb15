import { paths } from '../../lib/catalogue';
import { mediaCountText, POST_ACCESS } from '../../lib/post-form';
import { itemFigures } from '../../lib/studio';
import { STUDIO_ROUTES } from '../../lib/studio-routes';
import { useAppDispatch } from '../../redux/hooks';
import { ownPostSaved } from '../../redux/own-creator-posts/editor-slice';
import { dropUploadsTo } from '../../redux/photo-uploads/uploader';
import { ownCreatorPostsService } from '../../services/own-creator-posts.service';
import type { OwnCreatorPostDetail } from '../../types/creator-post';
import { useMoney } from '../common/use-money';
import ItemHeader from './item-header';
import PinToggle from './pin-toggle';
import PostDetailsForm from './post-details-form';
import PublicationActions from './publication-actions';

const WORDS = { publish: 'Publish', unpublish: 'Unpublish', live: 'is live', draft: 'is a draft again' };

/** The top of the post editor: the way back, the post's first picture, title, state, figures and actions. */
export default function PostHeader({ post }: { post: OwnCreatorPostDetail }) {
  const dispatch = useAppDispatch();
  const money = useMoney();
  const facts = [
    POST_ACCESS[post.access],
    post.access === 'sale' ? money(post.price) : 'Not sold alone',
    mediaCountText(post.mediaCount),
    ...itemFigures(post, money),
  ];
  return (
    <ItemHeader
      noun="post"
      back={{ href: STUDIO_ROUTES.posts, label: 'Your posts' }}
      title={post.title}
      cover={post.thumbnail}
      publication={post.publication}
      publishedAt={post.publishedAt}
      publicHref={paths.creatorPost(post)}
      facts={facts}
    >
      <PinToggle post={post} onSaved={(saved) => dispatch(ownPostSaved(saved))} />
      <PublicationActions
        item={post}
        title={post.title}
        noun="post"
        words={WORDS}
        publish={ownCreatorPostsService.publish}
        remove={ownCreatorPostsService.remove}
        removeDescription="Its photos are removed. If someone bought it, it leaves the site but its buyers can still see it."
        beforeRemove={() => dropUploadsTo(dispatch, { kind: 'post', id: post._id })}
        listHref={STUDIO_ROUTES.posts}
        onSaved={(saved) => dispatch(ownPostSaved(saved))}
        editForm={(close) => <PostDetailsForm post={post} onDone={close} />}
      />
    </ItemHeader>
  );
}
