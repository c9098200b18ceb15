import { loginSucceeded, logoutSucceeded, sessionCleared, sessionRestored } from '../../../redux/auth/slice';
import reducer, {
  initialUserState,
  passwordUpdateFailed,
  passwordUpdateRequested,
  passwordUpdateSucceeded,
  profileImageUploaded,
  userUpdateFailed,
  userUpdateRequested,
  userUpdateSucceeded,
} from '../../../redux/user/slice';
import { makeUser, requestError } from '../helpers/fixtures';

describe('user slice', () => {
  it('starts with an empty current user wearing the default avatar', () => {
    const state = reducer(undefined, { type: '@@init' });
    expect(state.current).toMatchObject({ _id: '', avatar: '/no-avatar.png', name: '', email: '' });
    expect(state).toMatchObject({ error: null, updateSuccess: false, updating: false, updatedPassword: false });
  });

  it('takes the current user from a login or a restored session', () => {
    const user = makeUser();
    expect(reducer(initialUserState, loginSucceeded({ user, expiresAt: 'x' })).current).toEqual(user);
    expect(reducer(initialUserState, sessionRestored(user)).current).toEqual(user);
  });

  it('update goes request, success', () => {
    const requesting = reducer({ ...initialUserState, error: requestError('old') }, userUpdateRequested({ name: 'New' }));
    expect(requesting).toMatchObject({ updating: true, updateSuccess: false, error: null });
    const updated = makeUser({ name: 'New' });
    const done = reducer(requesting, userUpdateSucceeded(updated));
    expect(done).toMatchObject({ updating: false, updateSuccess: true, current: updated });
  });

  it('update goes request, fail', () => {
    const requesting = reducer(initialUserState, userUpdateRequested({ name: 'New' }));
    const failed = reducer(requesting, userUpdateFailed(requestError('Name is too long', 400)));
    expect(failed).toMatchObject({ updating: false, updateSuccess: false, error: requestError('Name is too long', 400) });
    expect(failed.current).toEqual(initialUserState.current);
  });

  it('password update goes request, success or fail', () => {
    const requesting = reducer(initialUserState, passwordUpdateRequested({ currentPassword: 'old-secret', password: 'secret12' }));
    expect(requesting).toMatchObject({ updating: true, updatedPassword: false, error: null });
    expect(reducer(requesting, passwordUpdateSucceeded())).toMatchObject({ updating: false, updatedPassword: true });
    expect(reducer(requesting, passwordUpdateFailed(requestError('Too short', 400)))).toMatchObject({
      updating: false,
      updatedPassword: false,
      error: requestError('Too short', 400),
    });
  });

  it('logout and a cleared session reset the user state', () => {
    const state = { ...initialUserState, current: makeUser(), updateSuccess: true, updatedPassword: true };
    expect(reducer(state, logoutSucceeded())).toEqual(initialUserState);
    expect(reducer(state, sessionCleared())).toEqual(initialUserState);
  });

  it('an uploaded avatar or cover replaces the current user at once (the header follows)', () => {
    const before = reducer(initialUserState, sessionRestored(makeUser()));
    const after = reducer(before, profileImageUploaded(makeUser({ avatar: '/api/files/public/avatars/u1/new.webp' })));
    expect(after.current.avatar).toBe('/api/files/public/avatars/u1/new.webp');
    expect(after).toMatchObject({ updating: false, updateSuccess: false, error: null });
  });
});
