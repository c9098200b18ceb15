import reducer, {
  ageVerificationDismissed,
  ageVerificationRequired,
  ageVerified,
  forgotFailed,
  forgotRequested,
  forgotReset,
  forgotSucceeded,
  initialAuthState,
  loginFailed,
  loginRequested,
  loginSucceeded,
  loginWithVerificationRequested,
  logoutSucceeded,
  sessionCleared,
  sessionRestored,
  type AuthState,
} from '../../../redux/auth/slice';
import { rootReducer } from '../../../redux/root-reducer';
import { selectAuthUser } from '../../../redux/user/selectors';
import { makeUser, requestError } from '../helpers/fixtures';

const credentials = { username: 'ada', password: 'secret', remember: true };

describe('auth slice', () => {
  it('starts logged out with idle request states', () => {
    const state = reducer(undefined, { type: '@@init' });
    expect(state).toEqual(initialAuthState);
    expect(state).toMatchObject({ loggedIn: false, verificationRequired: false });
    expect(state.loginAuth).toEqual({ requesting: false, error: null, data: null, success: false });
  });

  it('login goes requesting, then success with loggedIn true', () => {
    const requesting = reducer(initialAuthState, loginRequested(credentials));
    expect(requesting.loginAuth).toMatchObject({ requesting: true, success: false, error: null });
    expect(requesting.loggedIn).toBe(false);

    const user = makeUser();
    const done = reducer(requesting, loginSucceeded({ user, expiresAt: '2030-01-01T00:00:00.000Z' }));
    expect(done.loggedIn).toBe(true);
    expect(done.loginAuth).toEqual({
      requesting: false,
      success: true,
      error: null,
      data: { expiresAt: '2030-01-01T00:00:00.000Z' },
    });
  });

  it('login failure leaves loggedIn false with the error', () => {
    const loggedIn: AuthState = { ...initialAuthState, loggedIn: true };
    const state = reducer(reducer(loggedIn, loginRequested(credentials)), loginFailed(requestError('Incorrect credentials!', 401)));
    expect(state.loggedIn).toBe(false);
    expect(state.loginAuth).toMatchObject({ requesting: false, success: false, error: requestError('Incorrect credentials!', 401) });
  });

  it('a new login request clears the previous error', () => {
    const failed = reducer(initialAuthState, loginFailed(requestError('nope', 401)));
    expect(reducer(failed, loginRequested(credentials)).loginAuth.error).toBeNull();
  });

  it('age verification pending sets verificationRequired', () => {
    expect(reducer(initialAuthState, ageVerificationRequired()).verificationRequired).toBe(true);
  });

  it('login-with-verification clears verificationRequired at the start', () => {
    const pending = { ...initialAuthState, verificationRequired: true };
    const state = reducer(pending, loginWithVerificationRequested(credentials));
    expect(state.verificationRequired).toBe(false);
    expect(state.loginAuth.requesting).toBe(true);
  });

  it('plain login does not clear a pending verification', () => {
    const pending = { ...initialAuthState, verificationRequired: true };
    expect(reducer(pending, loginRequested(credentials)).verificationRequired).toBe(true);
  });

  it('"Not now" closes the age prompt; a verified age closes it for good and marks the user', () => {
    const restored = rootReducer(undefined, sessionRestored(makeUser({ verifymyage_verified: false })));
    const pending = { ...restored, auth: { ...restored.auth, verificationRequired: true } };
    const dismissed = rootReducer(pending, ageVerificationDismissed());
    expect(dismissed.auth.verificationRequired).toBe(false);
    expect(selectAuthUser(dismissed)?.verifymyage_verified).toBe(false);
    const verified = rootReducer(pending, ageVerified());
    expect(verified.auth.verificationRequired).toBe(false);
    expect(selectAuthUser(verified)?.verifymyage_verified).toBe(true);
  });

  it('session restore marks the user logged in', () => {
    const user = makeUser();
    const state = reducer(initialAuthState, sessionRestored(user));
    expect(state).toMatchObject({ loggedIn: true });
  });

  it('holds the signed-in user once: the user slice keeps it, the auth slice only whether there is a session', () => {
    const user = makeUser();
    for (const action of [sessionRestored(user), loginSucceeded({ user, expiresAt: '2030-01-01T00:00:00.000Z' })]) {
      const state = rootReducer(undefined, action);
      expect(state.auth).not.toHaveProperty('authUser');
      expect(state.user.current).toEqual(user);
      expect(selectAuthUser(state)).toBe(state.user.current);
      expect(JSON.stringify(state).split('"ada@example.com"')).toHaveLength(2);
    }
    expect(selectAuthUser(rootReducer(undefined, { type: '@@init' }))).toBeNull();
    expect(selectAuthUser(rootReducer(rootReducer(undefined, sessionRestored(user)), logoutSucceeded()))).toBeNull();
  });

  it('logout and a cleared session reset the auth state', () => {
    const busy: AuthState = {
      ...initialAuthState,
      loggedIn: true,
      verificationRequired: true,
      loginAuth: { requesting: false, error: null, data: { expiresAt: 'x' }, success: true },
    };
    expect(reducer(busy, logoutSucceeded())).toEqual(initialAuthState);
    expect(reducer(busy, sessionCleared())).toEqual(initialAuthState);
  });

  it('forgot password goes request, success (stores forgotData) or fail, and resets', () => {
    const requesting = reducer(initialAuthState, forgotRequested({ email: 'a@b.c' }));
    expect(requesting.forgotData).toMatchObject({ requesting: true, success: false, error: null });

    const sent = reducer(requesting, forgotSucceeded({ sent: true }));
    expect(sent.forgotData).toEqual({ requesting: false, success: true, error: null, data: { sent: true } });

    const failed = reducer(requesting, forgotFailed(requestError('Unknown email', 404)));
    expect(failed.forgotData).toMatchObject({ requesting: false, success: false, error: requestError('Unknown email', 404) });

    expect(reducer(sent, forgotReset()).forgotData).toEqual(initialAuthState.forgotData);
  });
});
