import reducer, {
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
  initialCommentsState,
  type CommentsState,
} from '../../../../redux/comments/slice';
import { socketEventReceived } from '../../../../redux/socket/slice';
import { makeComment, VIDEO } from '../../helpers/engagement-fixtures';
import { requestError } from '../../helpers/fixtures';

const KEY = 'video:v1';
const a = makeComment({ _id: 'a' });
const b = makeComment({ _id: 'b' });
const c = makeComment({ _id: 'c' });

const loaded = (items = [a, b], total = 5): CommentsState => reducer(initialCommentsState, commentsSucceeded({ ...VIDEO, data: items, total }));
const liveCreated = (comment = c) => socketEventReceived({ event: 'comment/created', payload: { comment } });
const liveDeleted = (commentId: string) => socketEventReceived({ event: 'comment/deleted', payload: { ...VIDEO, commentId } });

describe('comments slice', () => {
  it('keeps per-object lists keyed objectType:objectId with items, total and requesting (the one list state)', () => {
    const state = reducer(initialCommentsState, commentsRequested({ ...VIDEO, limit: 10, offset: 0 }));
    expect(state.lists[KEY]).toEqual({ items: [], total: 0, requesting: true, error: null, success: false });
    expect(state.lists['gallery:v1']).toBeUndefined();
  });

  it('a load REPLACES the list', () => {
    const requesting = reducer(loaded([a, b], 5), commentsRequested({ ...VIDEO, limit: 10, offset: 0 }));
    expect(requesting.lists[KEY]).toMatchObject({ items: [a, b], requesting: true });
    const done = reducer(requesting, commentsSucceeded({ ...VIDEO, data: [c], total: 1 }));
    expect(done.lists[KEY]).toEqual({ items: [c], total: 1, requesting: false, error: null, success: true });
  });

  it('a load-more APPENDS (without repeating a comment already shown)', () => {
    const requesting = reducer(loaded([a, b], 5), commentsMoreRequested({ ...VIDEO, limit: 10, offset: 2 }));
    const done = reducer(requesting, commentsMoreSucceeded({ ...VIDEO, data: [b, c], total: 5 }));
    expect(done.lists[KEY]).toEqual({ items: [a, b, c], total: 5, requesting: false, error: null, success: true });
  });

  it('a failed load keeps what is shown and notes why', () => {
    const notFound = requestError('Video not found', 404);
    const failed = reducer(reducer(loaded(), commentsRequested({ ...VIDEO })), commentsFailed({ ...VIDEO, error: notFound }));
    expect(failed.lists[KEY]).toEqual({ items: [a, b], total: 5, requesting: false, error: notFound, success: false });
    expect(reducer(failed, commentsRequested({ ...VIDEO })).lists[KEY].error).toBeNull();
  });

  it('a create PREPENDS the comment and INCREMENTS the total', () => {
    const posting = reducer(loaded(), commentCreateRequested({ ...VIDEO, content: 'New' }));
    expect(posting.posting[KEY]).toEqual({ requesting: true, success: false, error: null });
    const done = reducer(posting, commentCreateSucceeded({ ...c, isAuthor: true }));
    expect(done.lists[KEY].items.map((x) => x._id)).toEqual(['c', 'a', 'b']);
    expect(done.lists[KEY].total).toBe(6);
    expect(done.posting[KEY]).toEqual({ requesting: false, success: true, error: null });
  });

  it('a failed create keeps the list and holds the reason for the form', () => {
    const failed = reducer(
      reducer(loaded(), commentCreateRequested({ ...VIDEO, content: 'x' })),
      commentCreateFailed({ ...VIDEO, error: requestError('Too fast', 429) }),
    );
    expect(failed.lists[KEY]).toEqual(loaded().lists[KEY]);
    expect(failed.posting[KEY]).toEqual({ requesting: false, success: false, error: requestError('Too fast', 429) });
  });

  it('a delete REMOVES the comment and DECREMENTS the total', () => {
    const removing = reducer(loaded(), commentDeleteRequested(a));
    expect(removing.removing).toEqual({ a: true });
    const done = reducer(removing, commentDeleteSucceeded({ ...VIDEO, commentId: 'a' }));
    expect(done.lists[KEY]).toEqual({ items: [b], total: 4, requesting: false, error: null, success: true });
    expect(done.removing).toEqual({});
  });

  it('a failed delete keeps the comment', () => {
    const failed = reducer(reducer(loaded(), commentDeleteRequested(a)), commentDeleteFailed({ commentId: 'a', error: requestError('Forbidden', 403) }));
    expect(failed.lists[KEY]).toEqual(loaded().lists[KEY]);
    expect(failed.removing).toEqual({});
  });

  it('a picture attached after the create shows on the comment', () => {
    const state = reducer(loaded(), commentImageAttached({ ...a, image: '/api/files/public/comments/a.webp' }));
    expect(state.lists[KEY].items[0].image).toBe('/api/files/public/comments/a.webp');
  });

  describe('live events', () => {
    it("'comment/created' prepends once for an object in the state", () => {
      const once = reducer(loaded(), liveCreated());
      expect(once.lists[KEY].items.map((x) => x._id)).toEqual(['c', 'a', 'b']);
      expect(once.lists[KEY].total).toBe(6);
      expect(reducer(once, liveCreated())).toEqual(once);
    });

    it("one's own new comment is shown once, whichever of the answer and the event comes first", () => {
      const own = { ...c, isAuthor: true };
      const answerFirst = reducer(reducer(loaded(), commentCreateSucceeded(own)), liveCreated());
      const eventFirst = reducer(reducer(loaded(), liveCreated()), commentCreateSucceeded(own));
      for (const state of [answerFirst, eventFirst]) {
        expect(state.lists[KEY].items.map((x) => x._id)).toEqual(['c', 'a', 'b']);
        expect(state.lists[KEY].total).toBe(6);
        expect(state.lists[KEY].items[0].isAuthor).toBe(true);
      }
    });

    it('ignores comments on objects whose comments are not shown', () => {
      const state = loaded();
      expect(reducer(state, liveCreated(makeComment({ _id: 'x', objectId: 'other' })))).toBe(state);
      expect(reducer(state, socketEventReceived({ event: 'comment/created', payload: null }))).toBe(state);
    });

    it("'comment/deleted' removes it (once, even after one's own delete)", () => {
      const removed = reducer(loaded(), liveDeleted('a'));
      expect(removed.lists[KEY]).toEqual({ items: [b], total: 4, requesting: false, error: null, success: true });
      expect(reducer(removed, commentDeleteSucceeded({ ...VIDEO, commentId: 'a' })).lists[KEY]).toEqual(removed.lists[KEY]);
      expect(reducer(removed, liveDeleted('a')).lists[KEY]).toEqual(removed.lists[KEY]);
    });

    it('other events change nothing', () => {
      const state = loaded();
      expect(reducer(state, socketEventReceived({ event: 'performer/status', payload: { performerId: 'p', isOnline: true } }))).toBe(state);
    });
  });
});
