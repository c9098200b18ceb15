import { runSaga, stdChannel } from 'redux-saga';
import commentsSagas, { createCommentFlow, commentNotificationFlow, deleteCommentFlow, loadCommentsFlow } from '../../../../redux/comments/sagas';
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
} from '../../../../redux/comments/slice';
import { socketEventReceived } from '../../../../redux/socket/slice';
import { notify } from '../../../../lib/notify';
import { commentService } from '../../../../services/comment.service';
import { makeComment, VIDEO } from '../../helpers/engagement-fixtures';
import { requestError } from '../../helpers/fixtures';
import { recordSaga } from '../../helpers/record-saga';

jest.mock('../../../../services/comment.service', () => ({
  commentService: { search: jest.fn(), create: jest.fn(), remove: jest.fn(), attachImage: jest.fn() },
}));
jest.mock('../../../../lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), notice: jest.fn() } }));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn() }));

const service = jest.mocked(commentService);
const comment = makeComment({ _id: 'c9', isAuthor: true });
const flood = { statusCode: 429, error: 'Too Many Requests', message: 'You are commenting too fast' };

beforeEach(() => jest.clearAllMocks());

describe('loading comments', () => {
  it('a first load searches and reports a replacing page', async () => {
    service.search.mockResolvedValue({ data: [comment], total: 3 });
    const actions = await recordSaga(loadCommentsFlow, commentsRequested({ ...VIDEO, limit: 10, offset: 0 }));
    expect(service.search).toHaveBeenCalledWith({ ...VIDEO, limit: 10, offset: 0 });
    expect(actions).toEqual([commentsSucceeded({ ...VIDEO, data: [comment], total: 3 })]);
  });

  it('a load-more reports an appending page', async () => {
    service.search.mockResolvedValue({ data: [comment], total: 3 });
    const actions = await recordSaga(loadCommentsFlow, commentsMoreRequested({ ...VIDEO, limit: 10, offset: 10 }));
    expect(actions).toEqual([commentsMoreSucceeded({ ...VIDEO, data: [comment], total: 3 })]);
  });

  it('a failure carries the server message', async () => {
    service.search.mockRejectedValue({ statusCode: 404, error: 'Not Found', message: 'Video not found' });
    const actions = await recordSaga(loadCommentsFlow, commentsRequested({ ...VIDEO }));
    expect(actions).toEqual([commentsFailed({ ...VIDEO, error: requestError('Video not found', 404) })]);
  });
});

describe('posting a comment', () => {
  it("creates it and says 'Commented successfully'", async () => {
    service.create.mockResolvedValue(comment);
    const actions = await recordSaga(createCommentFlow, commentCreateRequested({ ...VIDEO, content: 'Lovely!' }));
    expect(service.create).toHaveBeenCalledWith(VIDEO, 'Lovely!');
    expect(actions).toEqual([commentCreateSucceeded(comment)]);
    expect(notify.success).toHaveBeenCalledWith('Commented successfully');
    expect(service.attachImage).not.toHaveBeenCalled();
  });

  it("on failure says 'Error occured, please try again later' and keeps the server's reason for the form", async () => {
    service.create.mockRejectedValue(flood);
    const actions = await recordSaga(createCommentFlow, commentCreateRequested({ ...VIDEO, content: 'again' }));
    expect(actions).toEqual([commentCreateFailed({ ...VIDEO, error: requestError('You are commenting too fast', 429) })]);
    expect(notify.error).toHaveBeenCalledWith('Error occured, please try again later');
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('then attaches the chosen picture to the new comment', async () => {
    const image = new Blob(['png'], { type: 'image/png' });
    const withImage = { ...comment, image: '/api/files/public/comments/c9.webp' };
    service.create.mockResolvedValue(comment);
    service.attachImage.mockResolvedValue(withImage);
    const actions = await recordSaga(createCommentFlow, commentCreateRequested({ ...VIDEO, content: 'Look', image }));
    expect(service.attachImage).toHaveBeenCalledWith('c9', image);
    expect(actions).toEqual([commentCreateSucceeded(comment), commentImageAttached(withImage)]);
  });

  it('a refused picture leaves the comment posted and shows why', async () => {
    service.create.mockResolvedValue(comment);
    service.attachImage.mockRejectedValue({ statusCode: 413, error: 'Payload Too Large', message: 'The file is too large: at most 5 MB.' });
    const actions = await recordSaga(createCommentFlow, commentCreateRequested({ ...VIDEO, content: 'Look', image: new Blob(['x']) }));
    expect(actions).toEqual([commentCreateSucceeded(comment)]);
    expect(notify.error).toHaveBeenCalledWith('The file is too large: at most 5 MB.');
  });
});

describe('removing a comment', () => {
  it("deletes it and says 'Removed successfully!'", async () => {
    service.remove.mockResolvedValue({ success: true });
    const actions = await recordSaga(deleteCommentFlow, commentDeleteRequested(comment));
    expect(service.remove).toHaveBeenCalledWith('c9');
    expect(actions).toEqual([commentDeleteSucceeded({ ...VIDEO, commentId: 'c9' })]);
    expect(notify.success).toHaveBeenCalledWith('Removed successfully!');
  });

  it("on failure keeps it and says 'Error occured, please try again later'", async () => {
    service.remove.mockRejectedValue({ statusCode: 403, error: 'Forbidden', message: 'You cannot remove this comment' });
    const actions = await recordSaga(deleteCommentFlow, commentDeleteRequested(comment));
    expect(actions).toEqual([commentDeleteFailed({ commentId: 'c9', error: requestError('You cannot remove this comment', 403) })]);
    expect(notify.error).toHaveBeenCalledWith('Error occured, please try again later');
  });
});

describe("the performer's notification", () => {
  it('tells who commented on which of their things, as text', async () => {
    const payload = { comment: makeComment({ content: '<b>hi</b>' }), objectType: 'video', objectId: 'v1' };
    await recordSaga(commentNotificationFlow, socketEventReceived({ event: 'notification/comment', payload }));
    expect(notify.notice).toHaveBeenCalledWith(expect.objectContaining({ title: 'Ada Lovelace commented on your video', description: '<b>hi</b>' }));
  });

  it('is shown only for notification/comment events', () => {
    const channel = stdChannel();
    const task = runSaga({ channel, dispatch: () => undefined, getState: () => ({}) }, commentsSagas);
    channel.put(socketEventReceived({ event: 'comment/created', payload: { comment: makeComment() } }));
    channel.put(socketEventReceived({ event: 'notification/comment', payload: null }));
    expect(notify.notice).not.toHaveBeenCalled();
    channel.put(socketEventReceived({ event: 'notification/comment', payload: { comment: makeComment(), objectType: 'gallery', objectId: 'g1' } }));
    expect(notify.notice).toHaveBeenCalledWith(expect.objectContaining({ title: 'Ada Lovelace commented on your gallery' }));
    task.cancel();
  });
});
