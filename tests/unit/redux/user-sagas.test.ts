import { updatePasswordFlow, updateUserFlow, USER_MESSAGES } from '../../../redux/user/sagas';
import {
  passwordUpdateFailed,
  passwordUpdateRequested,
  passwordUpdateSucceeded,
  userUpdateFailed,
  userUpdateRequested,
  userUpdateSucceeded,
} from '../../../redux/user/slice';
import { notify } from '../../../lib/notify';
import { authService } from '../../../services/auth.service';
import { userService } from '../../../services/user.service';
import { makeUser, requestError } from '../helpers/fixtures';
import { recordSaga } from '../helpers/record-saga';

jest.mock('../../../services/auth.service', () => ({ authService: { changePassword: jest.fn() } }));
jest.mock('../../../services/user.service', () => ({ userService: { update: jest.fn() } }));
jest.mock('../../../lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const update = jest.mocked(userService.update);
const changePassword = jest.mocked(authService.changePassword);

beforeEach(() => jest.clearAllMocks());

describe('user update saga', () => {
  it('PUTs the profile and stores the returned user', async () => {
    const user = makeUser({ name: 'Grace' });
    update.mockResolvedValue(user);
    const actions = await recordSaga(updateUserFlow, userUpdateRequested({ name: 'Grace' }));
    expect(update).toHaveBeenCalledWith({ name: 'Grace' });
    expect(actions).toEqual([userUpdateSucceeded(user)]);
    expect(notify.success).toHaveBeenCalledWith(USER_MESSAGES.profileUpdated);
  });

  it('fails with the server message', async () => {
    update.mockRejectedValue({ statusCode: 400, error: 'Bad Request', message: 'name is too long' });
    const actions = await recordSaga(updateUserFlow, userUpdateRequested({ name: 'x'.repeat(500) }));
    expect(actions).toEqual([userUpdateFailed(requestError('name is too long', 400))]);
    expect(notify.error).toHaveBeenCalledWith('name is too long');
  });
});

describe('password update saga', () => {
  it("sends the current and the new password with source 'user'", async () => {
    changePassword.mockResolvedValue({ success: true });
    const actions = await recordSaga(updatePasswordFlow, passwordUpdateRequested({ currentPassword: '0ld-secret', password: 'n3w-secret' }));
    expect(changePassword).toHaveBeenCalledWith({ currentPassword: '0ld-secret', password: 'n3w-secret', source: 'user' });
    expect(actions).toEqual([passwordUpdateSucceeded()]);
  });

  it('fails with the generic message when the server gives none', async () => {
    changePassword.mockRejectedValue(new Error(''));
    const actions = await recordSaga(updatePasswordFlow, passwordUpdateRequested({ currentPassword: '0ld-secret', password: 'n3w-secret' }));
    expect(actions).toEqual([passwordUpdateFailed(requestError('Error occured, please try again later', 0))]);
  });
});
