import { useCallback, useEffect } from 'react';
import { COMMENTS_PAGE_SIZE, objectKey } from '../../lib/engagement';
import { commentsMoreRequested, commentsRequested, emptyCommentList, idlePost } from '../../redux/comments/slice';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import type { CommentTarget } from '../../types/comment';

/** One object's comments: loaded when the section mounts (first page replaces), load-more appends. */
export function useComments({ objectType, objectId }: CommentTarget) {
  const dispatch = useAppDispatch();
  const key = objectKey({ objectType, objectId });
  const list = useAppSelector((s) => s.comments.lists[key]) ?? emptyCommentList;
  const posting = useAppSelector((s) => s.comments.posting[key]) ?? idlePost;
  const shown = list.items.length;

  const reload = useCallback(() => {
    dispatch(commentsRequested({ objectType, objectId, limit: COMMENTS_PAGE_SIZE, offset: 0 }));
  }, [dispatch, objectType, objectId]);

  const loadMore = useCallback(() => {
    dispatch(commentsMoreRequested({ objectType, objectId, limit: COMMENTS_PAGE_SIZE, offset: shown }));
  }, [dispatch, objectType, objectId, shown]);

  useEffect(reload, [reload]);

  return { ...list, posting, reload, loadMore };
}
