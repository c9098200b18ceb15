import { act, fireEvent, screen } from '@testing-library/react';
import ProfileImages from '../../../components/user/profile-images';
import { notify } from '../../../lib/notify';
import { userService } from '../../../services/user.service';
import { makeUser } from '../helpers/fixtures';
import { renderWithStore } from '../helpers/render-with-store';

jest.mock('../../../services/user.service', () => ({ userService: { uploadImage: jest.fn() } }));
jest.mock('../../../lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const uploadImage = jest.mocked(userService.uploadImage);
const me = makeUser({ avatar: '/no-avatar.png' });

beforeAll(() => {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
});
beforeEach(() => jest.clearAllMocks());

const choose = (kind: 'avatar' | 'cover', file: File) => fireEvent.change(screen.getByTestId(`${kind}-input`), { target: { files: [file] } });
const png = () => new File(['png'], 'me.png', { type: 'image/png' });

describe('profile pictures', () => {
  it('uploads the avatar with a progress bar and a preview, then the user slice has the new one', async () => {
    let finish: (user: ReturnType<typeof makeUser>) => void = () => {};
    uploadImage.mockImplementation((_kind, _file, onProgress) => {
      onProgress?.(40);
      return new Promise((resolve) => (finish = resolve));
    });
    const { store } = renderWithStore(<ProfileImages />, { auth: { loggedIn: true }, user: { current: me } });
    choose('avatar', png());
    expect(uploadImage).toHaveBeenCalledWith('avatar', expect.any(File), expect.any(Function));
    expect(await screen.findByTestId('avatar-progress')).toHaveTextContent('40%');
    expect(screen.getByTestId('avatar-preview')).toHaveAttribute('src', 'blob:preview');
    await act(async () => finish(makeUser({ avatar: '/api/files/public/avatars/u1/new.webp' })));
    expect(store.getState().user.current.avatar).toBe('/api/files/public/avatars/u1/new.webp');
    expect(screen.getByTestId('avatar-preview')).toHaveAttribute('src', '/api/files/public/avatars/u1/new.webp');
    expect(screen.getByTestId('avatar-progress')).toBeVisible();
    expect(notify.success).toHaveBeenCalledWith('Your avatar has been updated.');
  });

  it("shows the server's reason for a refused file and keeps the old picture", async () => {
    uploadImage.mockRejectedValue({ statusCode: 400, error: 'Bad Request', message: 'Only JPEG, PNG, WebP or GIF images are accepted (this one is SVG).' });
    const { store } = renderWithStore(<ProfileImages />, { auth: { loggedIn: true }, user: { current: me } });
    choose('cover', new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByTestId('cover-upload-error')).toHaveTextContent('Only JPEG, PNG, WebP or GIF images are accepted (this one is SVG).');
    expect(screen.queryByTestId('cover-progress')).not.toBeInTheDocument();
    expect(store.getState().user.current).toEqual(me);
  });

  it('refuses a file over 5 MB without sending it', () => {
    renderWithStore(<ProfileImages />, { auth: { loggedIn: true }, user: { current: me } });
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    choose('avatar', big);
    expect(uploadImage).not.toHaveBeenCalled();
    expect(screen.getByTestId('avatar-upload-error')).toHaveTextContent('The file is too large: at most 5 MB.');
  });
});
