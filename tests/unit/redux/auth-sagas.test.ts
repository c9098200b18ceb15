import { runSaga } from 'redux-saga';
import {
  ageVerificationDismissed,
  ageVerificationRequired,
  forgotFailed,
  forgotRequested,
  forgotSucceeded,
  loginFailed,
  loginRequested,
  loginSucceeded,
  loginWithVerificationRequested,
  logoutSucceeded,
} from '../../../redux/auth/slice';
import { ageVerificationEnabled, continueWithoutVerifying, forgotFlow, loginFlow, logoutFlow } from '../../../redux/auth/sagas';
import { removeToken, setToken } from '../../../lib/cookies';
import { navigate } from '../../../lib/navigation';
import { notify } from '../../../lib/notify';
import { ageVerificationService } from '../../../services/age-verification.service';
import { authService } from '../../../services/auth.service';
import { userService } from '../../../services/user.service';
import { makeUser, requestError } from '../helpers/fixtures';
import { recordSaga } from '../helpers/record-saga';

jest.mock('../../../services/auth.service', () => ({
  authService: { login: jest.fn(), logout: jest.fn(), forgotPassword: jest.fn() },
}));
jest.mock('../../../services/user.service', () => ({ userService: { me: jest.fn() } }));
jest.mock('../../../services/age-verification.service', () => ({ ageVerificationService: { enabled: jest.fn() } }));
jest.mock('../../../lib/cookies', () => ({ setToken: jest.fn(), removeToken: jest.fn() }));
jest.mock('../../../lib/navigation', () => ({ navigate: jest.fn() }));
jest.mock('../../../lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const login = jest.mocked(authService.login);
const logout = jest.mocked(authService.logout);
const forgot = jest.mocked(authService.forgotPassword);
const me = jest.mocked(userService.me);
const enabled = jest.mocked(ageVerificationService.enabled);

const credentials = { username: 'ada', password: 'secret', remember: false };
const tokenResult = { token: 'tok-123', expiresAt: '2030-01-01T00:00:00.000Z' };

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('login saga', () => {
  it('stores the token with the remember choice, fetches the user with it and goes to their feed', async () => {
    const user = makeUser({ verifymyage_verified: false });
    login.mockResolvedValue(tokenResult);
    me.mockResolvedValue(user);
    enabled.mockResolvedValue({ enabled: false, country: 'GB' });

    const actions = await recordSaga(loginFlow, loginRequested(credentials));

    expect(login).toHaveBeenCalledWith(credentials);
    expect(setToken).toHaveBeenCalledWith('tok-123', false);
    expect(me).toHaveBeenCalledWith({ token: 'tok-123' });
    expect(actions).toEqual([loginSucceeded({ user, expiresAt: tokenResult.expiresAt })]);
    expect(navigate).toHaveBeenCalledWith('/feed');
  });

  it.each([
    ['/auth/login?next=%2Fvideos%2Fabc%3Ft%3D3', '/videos/abc?t=3'],
    ['/auth/login?next=https%3A%2F%2Fevil.example%2F', '/feed'],
    ['/auth/login?next=%2F%2Fevil.example', '/feed'],
    ['/auth/login?next=javascript%3Aalert(1)', '/feed'],
  ])('goes back to the page the visitor came from: %s -> %s', async (loginUrl, destination) => {
    window.history.replaceState(null, '', loginUrl);
    window.localStorage.setItem('returnPath', JSON.stringify({ path: '/cart', at: Date.now() }));
    login.mockResolvedValue(tokenResult);
    me.mockResolvedValue(makeUser());
    enabled.mockResolvedValue({ enabled: false, country: 'GB' });
    try {
      await recordSaga(loginFlow, loginRequested(credentials));
      expect(navigate).toHaveBeenCalledWith(destination);
      // A path remembered across e-mail verification is used once.
      expect(window.localStorage.getItem('returnPath')).toBeNull();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('requires age verification when it is enabled and the user is not verified', async () => {
    const user = makeUser({ verifymyage_verified: false });
    login.mockResolvedValue(tokenResult);
    me.mockResolvedValue(user);
    enabled.mockResolvedValue({ enabled: true, country: 'GB' });

    const actions = await recordSaga(loginFlow, loginRequested(credentials));

    expect(actions).toEqual([loginSucceeded({ user, expiresAt: tokenResult.expiresAt }), ageVerificationRequired()]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes to their feed when age verification is enabled but the user is verified', async () => {
    login.mockResolvedValue(tokenResult);
    me.mockResolvedValue(makeUser({ verifymyage_verified: true }));
    enabled.mockResolvedValue({ enabled: true, country: 'GB' });

    const actions = await recordSaga(loginFlow, loginRequested(credentials));

    expect(actions.map((a) => a.type)).toEqual([loginSucceeded.type]);
    expect(navigate).toHaveBeenCalledWith('/feed');
  });

  it('treats a failing age-verification check as enabled, and logs it', async () => {
    login.mockResolvedValue(tokenResult);
    me.mockResolvedValue(makeUser({ verifymyage_verified: false }));
    enabled.mockRejectedValue({ statusCode: 500, error: 'Internal Server Error', message: 'boom' });

    const actions = await recordSaga(loginFlow, loginRequested(credentials));

    expect(actions.map((a) => a.type)).toEqual([loginSucceeded.type, ageVerificationRequired.type]);
    expect(console.error).toHaveBeenCalled();
  });

  it('login-with-verification runs the same path', async () => {
    login.mockResolvedValue(tokenResult);
    me.mockResolvedValue(makeUser({ verifymyage_verified: true }));
    enabled.mockResolvedValue({ enabled: true, country: 'GB' });

    await recordSaga(loginFlow, loginWithVerificationRequested({ ...credentials, remember: true }));

    expect(setToken).toHaveBeenCalledWith('tok-123', true);
    expect(navigate).toHaveBeenCalledWith('/feed');
  });

  it('fails with the server message and shows it', async () => {
    login.mockRejectedValue({ statusCode: 401, error: 'Unauthorized', message: 'Your account is suspended' });

    const actions = await recordSaga(loginFlow, loginRequested(credentials));

    expect(actions).toEqual([loginFailed(requestError('Your account is suspended', 401))]);
    expect(notify.error).toHaveBeenCalledWith('Your account is suspended');
    expect(setToken).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("fails with 'Incorrect credentials!' when the server gives no message", async () => {
    login.mockRejectedValue({});

    const actions = await recordSaga(loginFlow, loginRequested(credentials));

    expect(actions).toEqual([loginFailed(requestError('Incorrect credentials!', 0))]);
    expect(notify.error).toHaveBeenCalledWith('Incorrect credentials!');
  });

  it('drops the fresh token when loading the user fails', async () => {
    login.mockResolvedValue(tokenResult);
    me.mockRejectedValue({ statusCode: 500, error: 'x', message: '' });

    const actions = await recordSaga(loginFlow, loginRequested(credentials));

    expect(actions).toEqual([loginFailed(requestError('Incorrect credentials!', 500))]);
    expect(removeToken).toHaveBeenCalled();
  });
});

describe('"Not now" to the age prompt', () => {
  const at = (path: string) => window.history.pushState({}, '', path);
  afterEach(() => at('/'));

  it('goes on from the login page to where the visitor came from, as after any login', async () => {
    at('/auth/login?next=%2Fvideos%2Fa-video');
    await recordSaga(continueWithoutVerifying, ageVerificationDismissed());
    expect(navigate).toHaveBeenCalledWith('/videos/a-video');
  });

  it('goes on to their feed from the login page without a return path', async () => {
    at('/auth/login');
    await recordSaga(continueWithoutVerifying, ageVerificationDismissed());
    expect(navigate).toHaveBeenCalledWith('/feed');
  });

  it('stays on any other page', async () => {
    at('/videos/a-video');
    await recordSaga(continueWithoutVerifying, ageVerificationDismissed());
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('age verification check', () => {
  it('answers the service flag', async () => {
    enabled.mockResolvedValue({ enabled: false, country: 'GB' });
    const result = await runSaga({ dispatch: () => {}, getState: () => ({}) }, ageVerificationEnabled).toPromise();
    expect(result).toBe(false);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('logs a failing check and answers enabled', async () => {
    enabled.mockRejectedValue({ statusCode: 0, error: 'NetworkError', message: 'down' });
    const result = await runSaga({ dispatch: () => {}, getState: () => ({}) }, ageVerificationEnabled).toPromise();
    expect(result).toBe(true);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('treating it as enabled'), expect.objectContaining({ message: 'down' }));
  });
});

describe('logout saga', () => {
  it('calls the API, removes the cookie, resets state, says "Log out!" and goes to /auth/login', async () => {
    logout.mockResolvedValue({ success: true });

    const actions = await recordSaga(logoutFlow, undefined);

    expect(logout).toHaveBeenCalled();
    expect(removeToken).toHaveBeenCalled();
    expect(actions).toEqual([logoutSucceeded()]);
    expect(notify.success).toHaveBeenCalledWith('Log out!');
    expect(navigate).toHaveBeenCalledWith('/auth/login');
  });

  it('still logs out locally when the API call fails', async () => {
    logout.mockRejectedValue({ statusCode: 500, error: 'x', message: 'down' });

    const actions = await recordSaga(logoutFlow, undefined);

    expect(actions).toEqual([logoutSucceeded()]);
    expect(removeToken).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/auth/login');
  });
});

describe('forgot password saga', () => {
  it('stores the answer on success', async () => {
    forgot.mockResolvedValue({ sent: true });
    const actions = await recordSaga(forgotFlow, forgotRequested({ email: 'ada@example.com' }));
    expect(forgot).toHaveBeenCalledWith('ada@example.com');
    expect(actions).toEqual([forgotSucceeded({ sent: true })]);
  });

  it('stores the server message on failure', async () => {
    forgot.mockRejectedValue({ statusCode: 429, error: 'Too Many Requests', message: 'Slow down' });
    const actions = await recordSaga(forgotFlow, forgotRequested({ email: 'ada@example.com' }));
    expect(actions).toEqual([forgotFailed(requestError('Slow down', 429))]);
  });
});
