import { SOCKET_EVENTS } from '../../lib/socket-events';
import { navigate } from '../../lib/navigation';
import { notify } from '../../lib/notify';
import type { Comment, CommentObjectType } from '../../types/comment';

export interface CommentNotification {
  comment: Comment;
  objectType: CommentObjectType;
  objectId: string;
}

const PAGES: Record<CommentObjectType, string> = {
  video: '/videos',
  gallery: '/galleries',
  product: '/products',
  performer: '/performers',
  post: '/posts',
  creator_post: '/creator-posts',
};

const NOUNS: Record<CommentObjectType, string> = {
  video: 'video',
  gallery: 'gallery',
  product: 'product',
  performer: 'profile',
  post: 'post',
  creator_post: 'post',
};

const EXCERPT = 120;

export function isCommentNotification(event: { event: string; payload: unknown }): boolean {
  const payload = event.payload as Partial<CommentNotification> | null;
  return event.event === SOCKET_EVENTS.commentNotification && Boolean(payload?.comment && payload.objectType && payload.objectId);
}

/** What the performer reads: who commented on which of their things, and the start of the comment (as text). */
export function commentNotificationText({ comment, objectType }: CommentNotification): { title: string; description: string } {
  const text = comment.content.length > EXCERPT ? `${comment.content.slice(0, EXCERPT - 1)}…` : comment.content;
  return { title: `${comment.creator.name || 'Someone'} commented on your ${NOUNS[objectType] ?? objectType}`, description: text };
}

/** Spec: a performer is told of new comments on their content; the notice opens the commented page. */
export function showCommentNotification(payload: unknown): void {
  const notice = payload as CommentNotification;
  const { title, description } = commentNotificationText(notice);
  const page = `${PAGES[notice.objectType] ?? ''}/${encodeURIComponent(notice.objectId)}`;
  notify.notice({
    key: `comment-${notice.comment._id}`,
    title,
    description,
    placement: 'topRight',
    duration: 8,
    props: { 'data-testid': 'comment-notification' },
    onClick: () => void navigate(page),
  });
}
