import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { MESSAGES } from '../../lib/constants';
import { errorMessage, toRequestError } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { commentService } from '../../services/comment.service';
import type { ListResult } from '../../types/api';
import type { Comment, CommentDraft, CommentQuery } from '../../types/comment';
import { socketEventReceived } from '../socket/slice';
import { isCommentNotification, showCommentNotification } from './notification';
import {
  commentCreateFailed,
  commentCreateRequested,
  commentCreateSucceeded,
  commentDeleteFailed,
  commentDeleteRequested,
  commentDeleteSucceeded,
  commentImageAttached,
  commentsFailed,
  commentsMoreRequested,
  commentsMoreSucceeded,
  commentsRequested,
  commentsSucceeded,
} from './slice';
import { noReactions, reactionStatesLoaded } from '../reactions/slice';

const targetOf = ({ objectType, objectId }: CommentQuery) => ({ objectType, objectId });

/** A first load replaces the object's comments, a load-more appends the next page. */
export function* loadCommentsFlow(action: PayloadAction<CommentQuery>) {
  const more = commentsMoreRequested.match(action);
  const target = targetOf(action.payload);
  try {
    const page: ListResult<Comment> = yield call(commentService.search, action.payload);
    yield put((more ? commentsMoreSucceeded : commentsSucceeded)({ ...target, ...page }));
    // The viewer's likes came with the page: the like buttons need no read each.
    const known = page.data.filter((c) => c.liked !== undefined);
    if (known.length > 0)
      yield put(reactionStatesLoaded(known.map((c) => ({ objectType: 'comment', objectId: c._id, state: { ...noReactions.state, like: Boolean(c.liked) } }))));
  } catch (error) {
    yield put(commentsFailed({ ...target, error: toRequestError(error, MESSAGES.genericError) }));
  }
}

/** Posts a comment (then its optional picture). Spec 8: 'Commented successfully' or 'Error occured, please try again later'. */
export function* createCommentFlow(action: PayloadAction<CommentDraft>) {
  const { content, image, ...target } = action.payload;
  let comment: Comment;
  try {
    comment = yield call(commentService.create, target, content);
  } catch (error) {
    // The notice is the spec's; the form shows the server's reason (too long, too many comments a minute...).
    yield put(commentCreateFailed({ ...target, error: toRequestError(error, MESSAGES.genericError) }));
    yield call(notify.error, MESSAGES.genericError);
    return;
  }
  yield put(commentCreateSucceeded(comment));
  yield call(notify.success, MESSAGES.commented);
  if (!image) return;
  try {
    const withImage: Comment = yield call(commentService.attachImage, comment._id, image);
    yield put(commentImageAttached(withImage));
  } catch (error) {
    yield call(notify.error, errorMessage(error, MESSAGES.genericError));
  }
}

/** Spec 8: 'Removed successfully!' or 'Error occured, please try again later'. */
export function* deleteCommentFlow(action: PayloadAction<Comment>) {
  const { _id: commentId, objectType, objectId } = action.payload;
  try {
    yield call(commentService.remove, commentId);
  } catch (error) {
    yield put(commentDeleteFailed({ commentId, error: toRequestError(error, MESSAGES.genericError) }));
    yield call(notify.error, MESSAGES.genericError);
    return;
  }
  yield put(commentDeleteSucceeded({ commentId, objectType, objectId }));
  yield call(notify.success, MESSAGES.removed);
}

/** Spec: a performer hears of new comments on their content (server event 'notification/comment'). */
export function* commentNotificationFlow(action: ReturnType<typeof socketEventReceived>) {
  yield call(showCommentNotification, action.payload.payload);
}

const isNotification = (action: Action) => socketEventReceived.match(action) && isCommentNotification(action.payload);

export default function* commentsSagas() {
  yield all([
    takeLatest([commentsRequested.type, commentsMoreRequested.type], loadCommentsFlow),
    takeEvery(commentCreateRequested.type, createCommentFlow),
    takeEvery(commentDeleteRequested.type, deleteCommentFlow),
    takeEvery(isNotification, commentNotificationFlow),
  ]);
}
