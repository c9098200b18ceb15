import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import { DEFAULT_AVATAR } from '../../lib/constants';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { blockService } from '../../services/block.service';
import { formatDate, formatRelativeTime } from '../../lib/format';
import { commentDeleteRequested } from '../../redux/comments/slice';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import type { Comment } from '../../types/comment';
import LazyPopconfirm from '../common/lazy-popconfirm';
import { lazyComponent } from '../common/lazy-antd';
import LightAvatar from '../common/light-avatar';
import LightButton from '../common/light-button';
import ReactionButtons from '../reaction/reaction-buttons';
import ReportButton from '../report/report-button';
import { LIKE_ONLY } from '../../lib/engagement';
import type { CommentPictureProps } from './comment-picture';
import styles from './comments.module.css';

// antd's Image (click to preview) arrives when the browser is idle; until then the picture is a plain image.
const picture = lazyComponent<CommentPictureProps>(() => import('./comment-picture'));

function Picture(props: CommentPictureProps) {
  const Loaded = picture.useLoaded();
  // eslint-disable-next-line @next/next/no-img-element -- the plain image until the lazy Picture has loaded
  return Loaded ? <Loaded {...props} /> : <img src={props.src} alt={props.alt} className={props.className} data-testid="comment-image" />;
}

/** The author, the performer whose content it is, and admins may remove a comment (the API decides). */
function useMayRemove(comment: Comment, ownerId: string | null): boolean {
  return useAppSelector((s) => {
    if (!s.auth.loggedIn) return false;
    const me = s.user.current;
    return Boolean(comment.isAuthor || comment.creator._id === me._id || (ownerId && ownerId === me._id) || me.roles?.includes('admin'));
  });
}

/** The creator whose content it is may block the comment's author (not themselves). */
function useMayBlock(comment: Comment, ownerId: string | null): boolean {
  return useAppSelector((s) => s.auth.loggedIn && Boolean(ownerId) && s.user.current._id === ownerId && comment.creator._id !== ownerId && !comment.isAuthor);
}

async function blockAuthor(comment: Comment): Promise<void> {
  const name = comment.creator.name || comment.creator.username || 'This user';
  try {
    await blockService.block(comment.creator._id);
    notify.success(`${name} is blocked: they cannot comment on your content or subscribe to you. Undo it in your Studio.`);
  } catch (error) {
    notify.error(errorMessage(error, 'That did not work. Try again.'));
  }
}

/** One comment: avatar, name, when, the text (always as text, never as HTML), its picture and a remove action. */
export default function CommentItem({ comment, ownerId }: { comment: Comment; ownerId: string | null }) {
  const dispatch = useAppDispatch();
  const mayRemove = useMayRemove(comment, ownerId);
  const mayBlock = useMayBlock(comment, ownerId);
  const removing = useAppSelector((s) => Boolean(s.comments.removing[comment._id]));
  const { creator } = comment;

  return (
    <li className={styles.item} data-testid="comment-item" data-comment-id={comment._id}>
      <LightAvatar src={creator.avatar || DEFAULT_AVATAR} alt="" size={40} className={styles.avatar} />
      <div className={styles.body}>
        <div className={styles.meta}>
          <span className={styles.author} data-testid="comment-author">
            {creator.name || creator.username || 'Unknown user'}
          </span>
          <time dateTime={comment.createdAt} title={formatDate(comment.createdAt)} className={styles.time}>
            {formatRelativeTime(comment.createdAt)}
          </time>
        </div>
        <p className={styles.content} data-testid="comment-content">
          {comment.content}
        </p>
        {comment.image && <Picture src={comment.image} alt={`Picture from ${creator.name}`} className={styles.image} />}
        <ReactionButtons objectType="comment" objectId={comment._id} actions={LIKE_ONLY} counts={{ like: comment.likes }} compact />
      </div>
      {!comment.isAuthor && <ReportButton objectType="comment" objectId={comment._id} ownerId={comment.creator._id} iconOnly className={styles.report} />}
      {mayBlock && (
        <LazyPopconfirm
          title={`Block ${comment.creator.name || comment.creator.username}? They will not be able to comment on your content or subscribe to you.`}
          okText="Block"
          okButtonProps={{ danger: true }}
          cancelText="Cancel"
          onConfirm={() => void blockAuthor(comment)}
        >
          <LightButton type="text" size="small" icon={<StopOutlined />} aria-label="Block this user" className={styles.remove} data-testid="comment-block" />
        </LazyPopconfirm>
      )}
      {mayRemove && (
        <LazyPopconfirm
          title="Remove this comment?"
          okText="Remove"
          okButtonProps={{ danger: true }}
          cancelText="Keep"
          onConfirm={() => dispatch(commentDeleteRequested(comment))}
        >
          <LightButton
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            loading={removing}
            aria-label="Remove comment"
            className={styles.remove}
            data-testid="comment-delete"
          />
        </LazyPopconfirm>
      )}
    </li>
  );
}
