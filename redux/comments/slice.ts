import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { objectKey, SOCKET_EVENTS } from '../../lib/engagement';
import type { ListResult } from '../../types/api';
import type { Comment, CommentDraft, CommentQuery, CommentTarget } from '../../types/comment';
import { socketEventReceived } from '../socket/slice';

/** Spec 3: the comments of one object. */
export interface CommentList {
  items: Comment[];
  total: number;
  requesting: boolean;
}

/** A comment being posted on one object. */
export interface PostState {
  requesting: boolean;
  success: boolean;
  /** The server's reason, shown beside the form. */
  error: string | null;
}

export interface CommentsState {
  /** Keyed by objectKey(target): `${objectType}:${objectId}`. */
  lists: Record<string, CommentList>;
  /** Why the last load of an object's comments failed. */
  loadErrors: Record<string, string>;
  posting: Record<string, PostState>;
  /** Ids of the comments being removed. */
  removing: Record<string, true>;
}

export const initialCommentsState: CommentsState = { lists: {}, loadErrors: {}, posting: {}, removing: {} };
export const emptyCommentList: CommentList = { items: [], total: 0, requesting: false };
export const idlePost: PostState = { requesting: false, success: false, error: null };

export type CommentPage = CommentTarget & ListResult<Comment>;
export type CommentRemoval = CommentTarget & { commentId: string };

const listOf = (state: CommentsState, target: CommentTarget): CommentList =>
  (state.lists[objectKey(target)] ??= { ...emptyCommentList, items: [] });

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
  listOf(state, target).requesting = true;
  delete state.loadErrors[objectKey(target)];
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
      state.lists[objectKey(action.payload)] = { items: data, total, requesting: false };
    },
    /** A load-more: its page is appended (comments already shown are not repeated). */
    commentsMoreRequested(state, action: PayloadAction<CommentQuery>) {
      startLoad(state, action.payload);
    },
    commentsMoreSucceeded(state, action: PayloadAction<CommentPage>) {
      const list = listOf(state, action.payload);
      const shown = new Set(list.items.map((c) => c._id));
      list.items.push(...action.payload.data.filter((c) => !shown.has(c._id)));
      list.total = action.payload.total;
      list.requesting = false;
    },
    commentsFailed(state, action: PayloadAction<CommentTarget & { error: string }>) {
      listOf(state, action.payload).requesting = false;
      state.loadErrors[objectKey(action.payload)] = action.payload.error;
    },
    commentCreateRequested(state, action: PayloadAction<CommentDraft>) {
      state.posting[objectKey(action.payload)] = { requesting: true, success: false, error: null };
    },
    commentCreateSucceeded(state, action: PayloadAction<Comment>) {
      prepend(listOf(state, action.payload), action.payload);
      state.posting[objectKey(action.payload)] = { requesting: false, success: true, error: null };
    },
    commentCreateFailed(state, action: PayloadAction<CommentTarget & { error: string }>) {
      state.posting[objectKey(action.payload)] = { requesting: false, success: false, error: action.payload.error };
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
    commentDeleteFailed(state, action: PayloadAction<{ commentId: string; error: string }>) {
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
