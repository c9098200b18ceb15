import { request } from '../../../services/api-request';
import { commentService } from '../../../services/comment.service';
import { reactionService } from '../../../services/reaction.service';
import { upload } from '../../../services/upload';
import { userService } from '../../../services/user.service';

jest.mock('../../../services/api-request', () => {
  const request = jest.fn();
  return {
    request,
    api: {
      get: (address: string, options = {}) => request(address, options),
      post: (address: string, body: unknown, options = {}) => request(address, { ...options, method: 'POST', body }),
      del: (address: string, options = {}) => request(address, { ...options, method: 'DELETE' }),
    },
  };
});
jest.mock('../../../services/upload', () => ({ upload: jest.fn() }));

const requestMock = jest.mocked(request);
const uploadMock = jest.mocked(upload);
const VIDEO = { objectType: 'video', objectId: 'v1' } as const;

beforeEach(() => {
  jest.clearAllMocks();
  requestMock.mockResolvedValue({ status: 0, data: { data: [], total: 0 } });
});

describe('comment service', () => {
  it('searches, creates and removes comments', async () => {
    await commentService.search({ ...VIDEO, limit: 10, offset: 20 });
    expect(requestMock).toHaveBeenCalledWith('/comments/search', { query: { ...VIDEO, limit: 10, offset: 20 } });
    await commentService.create(VIDEO, 'Hello');
    expect(requestMock).toHaveBeenCalledWith('/comments', { method: 'POST', body: { ...VIDEO, content: 'Hello' } });
    await commentService.remove('c/1');
    expect(requestMock).toHaveBeenCalledWith('/comments/c%2F1', { method: 'DELETE' });
  });

  it('attaches a picture in the multipart field image', async () => {
    uploadMock.mockResolvedValue({ status: 0, data: { _id: 'c1' } });
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await commentService.attachImage('c1', file);
    expect(uploadMock).toHaveBeenCalledWith('/comments/c1', [{ fieldname: 'image', file, filename: 'me.png' }]);
  });
});

describe('reaction service', () => {
  it('POSTs to add and DELETEs to take back, with the JSON body', async () => {
    await reactionService.set({ ...VIDEO, action: 'like' }, true);
    expect(requestMock).toHaveBeenLastCalledWith('/reactions', { method: 'POST', body: { ...VIDEO, action: 'like' } });
    await reactionService.set({ ...VIDEO, action: 'watch_later' }, false);
    expect(requestMock).toHaveBeenLastCalledWith('/reactions', { method: 'DELETE', body: { ...VIDEO, action: 'watch_later' } });
  });

  it("reads the viewer's state and their reacted videos, galleries, products and performers", async () => {
    await reactionService.state(VIDEO);
    expect(requestMock).toHaveBeenLastCalledWith('/reactions/state', { query: VIDEO });
    await reactionService.videos({ action: 'favourite', limit: 12 }, { token: 't' });
    expect(requestMock).toHaveBeenLastCalledWith('/reactions/videos', { token: 't', query: { action: 'favourite', limit: 12 } });
    await reactionService.galleries({ action: 'favourite' });
    expect(requestMock).toHaveBeenLastCalledWith('/reactions/galleries', { query: { action: 'favourite' } });
    await reactionService.products({ action: 'favourite' });
    expect(requestMock).toHaveBeenLastCalledWith('/reactions/products', { query: { action: 'favourite' } });
    await reactionService.performers({ action: 'favourite', offset: 12 });
    expect(requestMock).toHaveBeenLastCalledWith('/reactions/performers', { query: { action: 'favourite', offset: 12 } });
  });
});

describe('profile pictures', () => {
  it('uploads the avatar in the field avatar, reports progress and answers the user', async () => {
    uploadMock.mockResolvedValue({ status: 0, data: { _id: 'u1', avatar: '/api/files/public/avatars/u1/a.webp' } });
    const file = new File(['png'], 'face.png', { type: 'image/png' });
    const onProgress = jest.fn();
    const user = await userService.uploadImage('avatar', file, onProgress);
    expect(uploadMock).toHaveBeenCalledWith('/users/avatar/upload', [{ fieldname: 'avatar', file, filename: 'face.png' }], { onProgress });
    expect(user.avatar).toBe('/api/files/public/avatars/u1/a.webp');
  });

  it('uploads the cover in the field cover', async () => {
    uploadMock.mockResolvedValue({ status: 0, data: { _id: 'u1', avatar: null, cover: '/c.webp' } });
    const user = await userService.uploadImage('cover', new File(['x'], 'wide.jpg'));
    expect(uploadMock.mock.calls[0][0]).toBe('/users/cover/upload');
    expect(user.avatar).toBe('/no-avatar.png');
  });
});
