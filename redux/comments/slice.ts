import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { objectKey } from '../../lib/engagement';
import { SOCKET_EVENTS } from '../../lib/socket-events';
import type { ListResult } from '../../types/api';
import type { Comment, CommentDraft, CommentQuery, CommentTarget } from '../../types/comment';
import { failed, idle, started, succeeded, type ListState, type RequestError, type RequestStatus } from '../request-state';
import { socketEventReceived } from '../socket/slice';

/** Spec 3: the comments of one object (items, total, requesting; and why the last load failed). */
export type CommentList = ListState<Comment>;

/** A comment being posted on one object; its error is the server's reason, shown beside the form. */
export type PostState = RequestStatus;

export interface CommentsState {
  /** Keyed by objectKey(target): `${objectType}:${objectId}`. */
  lists: Record<string, CommentList>;
  posting: Record<string, PostState>;
  /** Ids of the comments being removed. */
  removing: Record<string, true>;
}

export const initialCommentsState: CommentsState = { lists: {}, posting: {}, removing: {} };
export const emptyCommentList: CommentList = idle({ items: [], total: 0 });
export const idlePost: PostState = idle({});

export type CommentPage = CommentTarget & ListResult<Comment>;
export type CommentRemoval = CommentTarget & { commentId: string };

const listOf = (state: CommentsState, target: CommentTarget): CommentList => (state.lists[objectKey(target)] ??= { ...emptyCommentList, items: [] });

type Failure = CommentTarget & { error: RequestError };

const indexOf = (list: CommentList, id: string) => list.items.findIndex((c) => c._id === id);

/** Spec 4: create prepends and increments the total; a comment already shown (heard live first) is only refreshed. */
function prepend(list: CommentList, comment: Comment): void {
  const at = indexOf(list, comment._id);
  if (at >= 0) {
    list.items[at] = { ...list.items[at], ...comment };
    return;
  }
  list.items.unshift(comment);
  list.total += 1;
}

/** Spec 4: delete removes and decrements; removing what is not shown (already gone) changes nothing. */
function remove(list: CommentList | undefined, commentId: string): void {
  const at = list ? indexOf(list, commentId) : -1;
  if (!list || at < 0) return;
  list.items.splice(at, 1);
  list.total = Math.max(0, list.total - 1);
}

function startLoad(state: CommentsState, target: CommentQuery): void {
  state.lists[objectKey(target)] = started(listOf(state, target));
}

const commentsSlice = createSlice({
  name: 'comments',
  initialState: initialCommentsState,
  reducers: {
    /** A first load: its page replaces the list. */
    commentsRequested(state, action: PayloadAction<CommentQuery>) {
      startLoad(state, action.payload);
    },
    commentsSucceeded(state, action: PayloadAction<CommentPage>) {
      const { data, total } = action.payload;
      state.lists[objectKey(action.payload)] = succeeded({ items: data, total });
    },
    /** A load-more: its page is appended (comments already shown are not repeated). */
    commentsMoreRequested(state, action: PayloadAction<CommentQuery>) {
      startLoad(state, action.payload);
    },
    commentsMoreSucceeded(state, action: PayloadAction<CommentPage>) {
      const list = listOf(state, action.payload);
      const shown = new Set(list.items.map((c) => c._id));
      const items = [...list.items, ...action.payload.data.filter((c) => !shown.has(c._id))];
      state.lists[objectKey(action.payload)] = succeeded({ items, total: action.payload.total });
    },
    commentsFailed(state, action: PayloadAction<Failure>) {
      state.lists[objectKey(action.payload)] = failed(listOf(state, action.payload), action.payload.error);
    },
    commentCreateRequested(state, action: PayloadAction<CommentDraft>) {
      state.posting[objectKey(action.payload)] = started(idlePost);
    },
    commentCreateSucceeded(state, action: PayloadAction<Comment>) {
      prepend(listOf(state, action.payload), action.payload);
      state.posting[objectKey(action.payload)] = succeeded({});
    },
    commentCreateFailed(state, action: PayloadAction<Failure>) {
      state.posting[objectKey(action.payload)] = failed(idlePost, action.payload.error);
    },
    /** The picture sent after the comment was created: the shown comment gets it. */
    commentImageAttached(state, action: PayloadAction<Comment>) {
      const list = state.lists[objectKey(action.payload)];
      const at = list ? indexOf(list, action.payload._id) : -1;
      if (list && at >= 0) list.items[at] = { ...list.items[at], image: action.payload.image };
    },
    commentDeleteRequested(state, action: PayloadAction<Comment>) {
      state.removing[action.payload._id] = true;
    },
    commentDeleteSucceeded(state, action: PayloadAction<CommentRemoval>) {
      delete state.removing[action.payload.commentId];
      remove(state.lists[objectKey(action.payload)], action.payload.commentId);
    },
    commentDeleteFailed(state, action: PayloadAction<{ commentId: string; error: RequestError }>) {
      delete state.removing[action.payload.commentId];
    },
  },
  extraReducers: (builder) => {
    // Live events only touch objects whose comments are shown (loaded into the state).
    builder.addCase(socketEventReceived, (state, action) => {
      const { event, payload } = action.payload;
      if (event === SOCKET_EVENTS.commentCreated) {
        const comment = (payload as { comment?: Comment } | null)?.comment;
        const list = comment && state.lists[objectKey(comment)];
        if (comment && list) prepend(list, comment);
      } else if (event === SOCKET_EVENTS.commentDeleted) {
        const removal = payload as Partial<CommentRemoval> | null;
        if (removal?.objectType && removal.objectId && removal.commentId) {
          remove(state.lists[objectKey(removal as CommentRemoval)], removal.commentId);
        }
      }
    });
  },
});

export const {
  commentsRequested,
  commentsSucceeded,
  commentsMoreRequested,
  commentsMoreSucceeded,
  commentsFailed,
  commentCreateRequested,
  commentCreateSucceeded,
  commentCreateFailed,
  commentImageAttached,
  commentDeleteRequested,
  commentDeleteSucceeded,
  commentDeleteFailed,
} = commentsSlice.actions;

export default commentsSlice.reducer;
